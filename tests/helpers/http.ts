// The real Express app (with /api; pages when a Remix build is given) on a free port.
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "../../server/app";
import type { LoadGate } from "../../server/load-gate";
import type { RequestLimits } from "../../app/platform/config.server";
import type { Portal } from "../../app/portal/open.server";

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(
  portal: Portal,
  options: {
    basePath?: string;
    build?: ServerBuild;
    publicDir?: string;
    trustProxy?: string;
    requestLimits?: RequestLimits;
    onGate?: (gate: LoadGate) => void;
  } = {},
): Promise<TestServer> {
  const app = createApp({
    config: {
      basePath: options.basePath ?? "",
      cookieSecure: false,
      trustProxy: options.trustProxy,
      production: true,
      requestLimits: options.requestLimits,
    },
    onGate: options.onGate,
    portal,
    build: options.build,
    publicDir: options.publicDir ?? path.resolve("public"),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${options.basePath ?? ""}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A JSON call to /api: returns the HTTP status, the envelope and the Set-Cookie header. */
export async function api(
  server: TestServer,
  method: "GET" | "POST",
  apiPath: string,
  options: { body?: unknown; query?: Record<string, string>; token?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(`${server.url}/api${apiPath}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  // Tests read whatever a call answers and assert on its shape: the response is deliberately untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let envelope: { responseCode: number; response: any; errorMessage: string | null };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`Not JSON from ${method} ${apiPath} (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, envelope, setCookie: response.headers.get("set-cookie") };
}

/**
 * Signs in through the login page's plain form post (what a browser without JavaScript does) and
 * returns "portal_session=…" to send back as a Cookie header.
 */
export async function signInWithForm(server: TestServer, phone: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ phone, password, next: "/" }),
  });
  if (response.status !== 302) throw new Error(`sign-in of ${phone} answered ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** "name=value" of a cookie in a Set-Cookie header (several joined by ", "), ready to send back. */
export function cookieOf(setCookie: string | null, name: string): string {
  const match = new RegExp(`(?:^|[\\s,])${name}=([^;]*)`).exec(setCookie ?? "");
  if (!match?.[1]) throw new Error(`no ${name} cookie in ${setCookie}`);
  return `${name}=${match[1]}`;
}

/**
 * A page's HTML as two parts: what it shows (everything outside <script>) and what its scripts carry (the
 * loader data Remix streams for hydration, `window.__remixContext…`), to prove what a page sends once.
 */
export function pageParts(html: string): { markup: string; scripts: string } {
  const script = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
  return { markup: html.replace(script, ""), scripts: [...html.matchAll(script)].map((m) => m[1]).join("\n") };
}
