import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { PageOnlyProvider } from "~/shared/ui/page-only";

const ABORT_DELAY = 5_000;

/**
 * React 18's streaming renderer encodes into a 2 KB buffer and, when a multi-byte character (every
 * Cyrillic letter is two bytes) does not fit at its end, flushes the whole buffer with the unwritten
 * bytes left as NUL (facebook/react#26228, fixed only in React 19). HTML never holds a NUL byte, so
 * they are dropped on the way out; a NUL inside a name split it in two on the page.
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // Bots and lite mode get the whole page at once; browsers start rendering as soon as the shell is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || loadContext.lite;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      // What loaders kept for this render only (pageOnly()): the page shows it, its hydration data does not repeat it.
      <PageOnlyProvider value={loadContext.pageOnly}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </PageOnlyProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = withoutNulBytes();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
