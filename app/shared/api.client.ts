// A call to our /api from plain browser code (the enhancements loaded after hydration): the envelope's
// `response`, or an error when the call failed or answered responseCode ≠ 0 (its errorMessage).
import type { Envelope } from "~/shared/envelope";

export async function callApi<T>(basePath: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { credentials: "same-origin" };
  if (body !== undefined)
    Object.assign(init, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const response = await fetch(`${basePath}/api/${path}`, init);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.responseCode !== 0) throw new Error(`${path}: ${String(envelope.errorMessage ?? response.status)}`);
  return envelope.response as T;
}
