import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isDatabaseUnavailable } from "~/platform/db/unavailable";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { PageOnlyProvider } from "~/shared/ui/page-only";

const ABORT_DELAY = 5_000;

/**
 * React 18's streaming renderer encodes into a 2 KB buffer and, when a multi-byte character (every
 * Cyrillic letter is two bytes) does not fit at its end, flushes the whole buffer with the unwritten
 * bytes left as NUL (facebook/react#26228, fixed only in React 19). HTML never holds a NUL byte, so
 * they are dropped on the way out; a NUL inside a name split it in two on the page. Found by indexOf and
 * cut around, not filtered byte by byte: a callback a byte was 4 % of a Cyrillic page's server time.
 */
export function withoutNulBytes(chunk: Buffer): Buffer {
  let nul = chunk.indexOf(0);
  if (nul < 0) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  for (; nul >= 0; nul = chunk.indexOf(0, from)) {
    if (nul > from) parts.push(chunk.subarray(from, nul));
    from = nul + 1;
  }
  if (from < chunk.length) parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}

/** Where React writes the document: it gathers the chunks (NULs dropped) and hands over the whole. */
export function wholeDocument(done: (html: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(withoutNulBytes(chunk));
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
export const streamTimeout = ABORT_DELAY;

/**
 * A loader's or action's error, before Remix renders its error page: the database restarting is marked so
 * the server answers 503 with Retry-After (server/pages.ts), not 500; everything else is logged, as Remix
 * does by default. Nothing is logged for a request its person has left.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    context.failures.databaseUnavailable = true;
    return;
  }
  if (!request.signal.aborted) console.error(error);
};

/**
 * The whole document, rendered and then sent in one piece. No route streams (none uses defer), so
 * streaming only cut the page into React's 2 KB chunks, each carried through a Node stream, a web stream
 * and a socket write of its own: on the feed's 100 KB page that was a tenth of its server time.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <PageOnlyProvider value={loadContext.pageOnly}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </PageOnlyProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = wholeDocument((html) => {
            forget();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          forget();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, Remix receives the error itself (onShellError) and logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
    // The render stops only when the person has gone (the request's signal: the connection closed). It once
    // stopped after 5 s of wall clock, and on a busy machine a page still being rendered for someone waiting
    // became a 500 («The render was aborted by the server without a reason»); slow is better than broken.
    // (React starts rendering on the next turn, so no callback above runs before this.)
    const stop = () => abort(new Error("The person left before the page was rendered"));
    if (request.signal.aborted) stop();
    else request.signal.addEventListener("abort", stop, { once: true });
    const forget = () => request.signal.removeEventListener("abort", stop);
  });
}
