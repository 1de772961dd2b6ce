// The bell's live count (with JavaScript): ONE EventSource on GET /api/notifications-v2/stream for all of a
// browser's tabs. The tab holding the "portal-bell" lock streams and passes each count to the others over a
// BroadcastChannel; when it closes, the lock (and the stream) passes to the next tab. Without Web Locks or
// BroadcastChannel each tab streams for itself. Loaded with import() after hydration (./after-load.ts): it is
// not in any page's first-load JavaScript, and lite mode (no scripts) never loads it.
export function liveCount(basePath: string, onCount: (count: number) => void): () => void {
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("portal-bell") : null;
  const stop = new AbortController();
  let source: EventSource | undefined;
  const stream = () => {
    source = new EventSource(`${basePath}/api/notifications-v2/stream`);
    source.addEventListener("count", (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      onCount(count);
      channel?.postMessage(count);
    });
  };
  if (channel && navigator.locks) {
    channel.onmessage = (event: MessageEvent<number>) => onCount(event.data);
    // Held until this tab leaves (the promise ends only on stop); the next waiting tab then streams.
    navigator.locks
      .request("portal-bell", { signal: stop.signal }, () => {
        stream();
        return new Promise((resolve) => stop.signal.addEventListener("abort", resolve));
      })
      .catch(() => {});
  } else stream();
  return () => {
    stop.abort();
    source?.close();
    channel?.close();
  };
}
