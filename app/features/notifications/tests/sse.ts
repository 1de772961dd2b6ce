// A tiny Server-Sent Events reader for the live-count tests: opens GET /api/notifications-v2/stream and
// hands out its events one by one, in order.
import type { TestServer } from "../../../../tests/helpers/http";

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (heartbeat comments skipped), or null once the server ended the stream. */
  next(): Promise<SseEvent | null>;
  /** The next event of this name, skipping others. */
  nextOf(name: string): Promise<SseEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(server: TestServer, auth: { token?: string; cookie?: string }): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/notifications-v2/stream`, {
    headers: {
      Accept: "text/event-stream",
      "Accept-Encoding": "gzip, deflate, br",
      ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { Cookie: auth.cookie } : {}),
    },
    signal: abort.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiting: ((e: SseEvent | null) => void)[] = [];
  let buffer = "";
  let done = false;
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const deliver = (e: SseEvent | null) => {
    const waiter = waiting.shift();
    if (waiter) waiter(e);
    else if (e) queue.push(e);
  };
  void (async () => {
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split("\n");
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
          if (event !== undefined) deliver({ event, data: data ?? "" });
        }
      }
    } catch {
      // aborted by close()
    }
    done = true;
    markEnded();
    while (waiting.length > 0) deliver(null);
  })();

  const next = () => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    if (done) return Promise.resolve(null);
    return new Promise<SseEvent | null>((resolve) => waiting.push(resolve));
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    async nextOf(name) {
      for (;;) {
        const e = await next();
        if (!e) throw new Error(`the stream ended before a "${name}" event`);
        if (e.event === name) return e;
      }
    },
    ended,
    close: () => abort.abort(),
  };
}
