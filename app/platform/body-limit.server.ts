// Request bodies are bounded before they are read (pages, /api, uploads). A body declared bigger
// than its limit is refused before a byte of it is read; one without a length (chunked) is counted
// while it streams and refused as soon as it passes. Either way the answer closes the connection, so
// the rest is never read: draining it would keep the process busy with bytes nobody wants.
import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { common } from "~/shared/messages";

const MB = 1024 * 1024;

/** A page form post (urlencoded, or multipart to a route that takes no files). */
export const PAGE_FORM_MAX_BYTES = 2 * MB;
/** An /api JSON body, unless the call declares its own bodyLimit. */
export const API_JSON_MAX_BYTES = 1 * MB;
/** Room for the multipart framing and the small fields beside a route's biggest file. */
export const MULTIPART_FRAMING_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super("request body too large");
  }
}

/** "20mb", "512kb" or a number of bytes (the form ApiRoute.bodyLimit is written in). */
export function sizeInBytes(limit: string | number): number {
  if (typeof limit === "number") return limit;
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!m) throw new Error(`Unreadable body limit: ${limit}`);
  const unit = (m[2] ?? "b").toLowerCase();
  return Math.floor(Number(m[1]) * (unit === "mb" ? MB : unit === "kb" ? 1024 : 1));
}

/** The declared Content-Length, or null for a chunked body. */
export function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  if (header === undefined) return null;
  const n = Number(header);
  return Number.isFinite(n) ? n : null;
}

/** True when the request declares a body bigger than `limit`: refuse it before reading. */
export const declaredTooLarge = (req: IncomingMessage, limit: number) => (declaredLength(req) ?? 0) > limit;

/** How long a refused connection stays half-open after the answer, unread, before it is dropped. */
const LINGER_MS = 1000;

/**
 * The answer to a body over its limit closes the connection: the rest of the body is not read.
 * Closing a socket that still holds unread bytes makes the kernel send a reset, which can overtake
 * the answer on its way to the client; so after the answer the socket only half-closes (FIN) and is
 * dropped a moment later (Node calls destroySoon once an answer marked "Connection: close" is sent).
 */
export function closeAfterAnswer(res: ServerResponse) {
  if (res.headersSent) return;
  res.setHeader("Connection", "close");
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * The body as a web stream for Remix, counted while it is read; past `limit` the stream fails and
 * `onOver` runs (once). Nothing is read until the action asks for it.
 */
export function limitedBody(req: IncomingMessage, limit: number, onOver: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      chunks ??= req[Symbol.asyncIterator]();
      try {
        const { value, done } = await chunks.next();
        if (done) return controller.close();
        received += value.length;
        if (received > limit) {
          onOver();
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        controller.error(error);
      }
    },
    // Cancelling must not destroy the request: that would take the socket, and the answer, with it.
    cancel() {},
  });
}

/** The whole body, at most `limit` bytes; past it BodyTooLargeError and reading stops. */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (declaredTooLarge(req, limit)) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        parts.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      parts.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(parts, received));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** The most bytes a file of this form field may have (one number for every field, or by field). */
export type FileLimit = number | ((field: string) => number);

/** A multipart form read by readMultipartForm: its files wait on disk until `cleanup`. */
export interface UploadedForm {
  form: FormData;
  /** The temporary file holding an uploaded File of `form`, to store it without reading it into memory. */
  pathOf(file: File): string | undefined;
  cleanup(): Promise<void>;
  /** The first field whose file passed its limit, and that limit: that file is left out, the rest is there. */
  tooBig: { field: string; maxBytes: number } | null;
}

/**
 * A multipart page form within its route's limit: each file is streamed to a temporary file and comes
 * back as a File read lazily from disk under its original name; fields stay in memory (at most 2 MB
 * each). A file over its field's limit is read to its end and dropped (`tooBig` names it): the fields
 * after it still arrive, so the page can show everything typed again beside the refusal. The route's
 * body limit (limitedBody) bounds what is read. Call `cleanup` when done.
 */
export async function readMultipartForm(request: Request, maxFileBytes: FileLimit): Promise<UploadedForm> {
  const paths: string[] = [];
  const files = new WeakMap<File, string>();
  let tooBig: UploadedForm["tooBig"] = null;
  const cleanup = async () => {
    await Promise.all(paths.map((p) => rm(p, { force: true })));
  };
  const toDisk: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (!filename) return undefined;
    const max = typeof maxFileBytes === "number" ? maxFileBytes : maxFileBytes(name);
    const filepath = path.join(os.tmpdir(), `portal-upload-${randomUUID()}`);
    paths.push(filepath);
    const out = createWriteStream(filepath);
    let size = 0;
    try {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > max) continue;
        if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      await new Promise((done) => out.end(done));
    }
    if (size > max) {
      tooBig ??= { field: name, maxBytes: max };
      return undefined;
    }
    const file = new File([await openAsBlob(filepath, { type: contentType })], filename, { type: contentType });
    files.set(file, filepath);
    return file;
  };
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(toDisk, unstable_createMemoryUploadHandler({ maxPartSize: PAGE_FORM_MAX_BYTES })),
    );
    return { form, cleanup, pathOf: (file) => files.get(file), tooBig };
  } catch (error) {
    await cleanup();
    // A body cut short or not multipart after all: bad input, not the server's failure.
    if (error instanceof Error && error.message.startsWith("malformed multipart-form data"))
      throw new Response(common.badRequest, { status: 400 });
    // A text field over 2 MB (no form of the portal has one): the form is refused whole.
    if (error instanceof MaxPartSizeExceededError)
      return {
        form: new FormData(),
        cleanup: async () => {},
        pathOf: () => undefined,
        tooBig: { field: error.field, maxBytes: error.maxBytes },
      };
    throw error;
  }
}

/**
 * Whether a Content-Type is one a form sends: urlencoded, or multipart with its boundary. The page
 * handler refuses any other post with 400 before an action runs (an action's formData() would throw
 * on JSON, text or an empty body, a 500).
 */
export function isFormContentType(contentType: string | undefined): boolean {
  const [media = "", ...params] = (contentType ?? "")
    .toLowerCase()
    .split(";")
    .map((p) => p.trim());
  if (media === "application/x-www-form-urlencoded") return true;
  return media === "multipart/form-data" && params.some((p) => /^boundary=.+/.test(p));
}

/**
 * A page action's form. A multipart body that is not one after all (cut short, a wrong boundary) is
 * bad input: 400 with the Russian text, as readMultipartForm refuses it, not the runtime's TypeError.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof TypeError) throw new Response(common.badRequest, { status: 400 });
    throw error;
  }
}

/** A page form that may carry files: a plain form as it is, a multipart one through readMultipartForm. Call `cleanup` when done. */
export async function readUploadForm(request: Request, maxFileBytes: FileLimit): Promise<UploadedForm> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return { form: await readForm(request), cleanup: async () => {}, pathOf: () => undefined, tooBig: null };
  }
  return readMultipartForm(request, maxFileBytes);
}
