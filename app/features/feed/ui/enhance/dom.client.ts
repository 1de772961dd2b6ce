// Small DOM helpers of the feed's enhancements: the base path, fetching one of our pages as a document,
// and the toast (shared/ui/dom-toast.client.ts) for replies that did not reload the page.
import { showToast } from "~/shared/ui/dom-toast.client";

/** BASE_PATH as Remix knows it in the browser (server/app.ts gives the build its basename). */
export const basePath = (): string => (window as unknown as { __remixContext?: { basename?: string } }).__remixContext?.basename ?? "";

/** A page of ours, parsed; the response too, for its final address after redirects. Throws when not a 200 HTML page. */
export async function fetchDocument(url: string, init?: RequestInit): Promise<{ doc: Document; response: Response }> {
  const response = await fetch(url, { credentials: "same-origin", ...init });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) throw new Error(`${response.status} ${url}`);
  const doc = new DOMParser().parseFromString(await response.text(), "text/html");
  return { doc, response };
}

/** An element of a parsed page brought into this one. */
export const adopt = <T extends Element>(node: T): T => document.importNode(node, true);

export { showToast };

/** The toast a fetched page carries (the flash the action left), shown here. */
export function showToastOf(doc: Document): void {
  const toast = doc.querySelector(".toasts .toast");
  const text = toast?.querySelector("span")?.textContent ?? toast?.textContent ?? "";
  if (text) showToast(text, toast?.classList.contains("toast--error") ? "error" : "success");
}
