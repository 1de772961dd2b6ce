// public/sw.js, the portal's hand-written service worker, run in a fake worker scope: its source is evaluated
// with `self` and `fetch` stubbed, and its handlers get the events a browser would dispatch. The scope carries a
// base path, so every address the worker makes is seen to keep it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, "../public/sw.js"), "utf8");
const SCOPE = "https://portal.example/base/";

type Handler = (event: FakeEvent) => void;
interface FakeEvent {
  data?: unknown;
  notification?: { data: unknown; close: () => void };
  waitUntil: (promise: Promise<unknown>) => void;
}

function loadWorker({ windows = [] as { url: string }[] } = {}) {
  const handlers = new Map<string, Handler>();
  const opened = windows.map((w) => ({ ...w, focus: vi.fn(), navigate: vi.fn(async () => w) }));
  for (const w of opened) w.focus.mockResolvedValue(w);
  const self = {
    registration: { scope: SCOPE, showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => opened),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  const fetch = vi.fn(async () => new Response(JSON.stringify({ responseCode: 0, response: null, errorMessage: null })));
  new Function("self", "fetch", SOURCE)(self, fetch);

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, init: Omit<FakeEvent, "waitUntil">) {
    const pending: Promise<unknown>[] = [];
    handlers.get(type)!({ ...init, waitUntil: (promise) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { self, fetch, opened, dispatch };
}

const payload = { title: "Заявка согласована", body: "Откройте заявку", url: "/user/5/claims/3", tag: "claim-3", id: 42 };
const click = (data: unknown) => ({ notification: { data, close: vi.fn() } });

describe("public/sw.js", () => {
  it("shows a push's notification with its text, tag, url and id, and the portal's icon", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", { data: { json: () => payload } });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url, id: payload.id },
      icon: "/base/favicon.ico",
    });
  });

  it("on a click: closes it, marks the notification read and opens its page under the scope", async () => {
    const worker = loadWorker();
    const event = click({ url: payload.url, id: payload.id });
    await worker.dispatch("notificationclick", event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(worker.fetch).toHaveBeenCalledWith(`${SCOPE}api/notifications-v2/show`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: 42 }),
      credentials: "same-origin",
    });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}user/5/claims/3`);
  });

  it("on a click with a portal window open: focuses it and navigates it there, no new window", async () => {
    const worker = loadWorker({ windows: [{ url: "https://other.example/" }, { url: `${SCOPE}news` }] });
    await worker.dispatch("notificationclick", click({ url: payload.url, id: payload.id }));
    const portalWindow = worker.opened[1]!;
    expect(portalWindow.focus).toHaveBeenCalled();
    expect(portalWindow.navigate).toHaveBeenCalledWith(`${SCOPE}user/5/claims/3`);
    expect(worker.opened[0]!.focus).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("a failing /show is only logged, and the page still opens; a url leaving the portal opens its home", async () => {
    const worker = loadWorker();
    worker.fetch.mockRejectedValueOnce(new TypeError("offline"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await worker.dispatch("notificationclick", click({ url: "//evil.example/x", id: 1 }));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    // "//evil.example/x" without its leading slashes is a path under the scope; an absolute address is not.
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}evil.example/x`);
    await worker.dispatch("notificationclick", click({ url: "https://evil.example/", id: 2 }));
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith(SCOPE);
  });

  it("takes over on SKIP_WAITING only, and claims open pages when active", async () => {
    const worker = loadWorker();
    await worker.dispatch("message", { data: { type: "OTHER" } });
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    await worker.dispatch("message", { data: { type: "SKIP_WAITING" } });
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.dispatch("activate", {});
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});
