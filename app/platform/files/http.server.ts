// The two file routes that are not JSON calls, registered in server/app.ts: the editor's multipart
// upload (POST {base}/api/froala/upload, ahead of the /api router) and the file download
// (GET {base}/files/{id}-{key}/{name}). Both run after the middleware that resolves the actor.
import type { Request, Response } from "express";
import busboy from "busboy";
import type { Services } from "../services";
import type { ApiLocals } from "~/platform/api.server";
import { isDomainError } from "~/platform/errors";
import { closeAfterAnswer, declaredTooLarge, MULTIPART_FRAMING_BYTES } from "~/platform/body-limit.server";
import { ATTACHMENT, EDITOR_IMAGE, PASTED_IMAGE_MAX_BYTES, type FileKind } from "~/shared/files/rules";
import * as ru from "~/shared/messages";
import { api as apiMessages, fileRefusals } from "~/shared/messages.server";

const e = { ...ru.files, ...fileRefusals };

/**
 * Error codes of POST /froala/upload, answered as {error, code} with a non-200 status. The spec's
 * client treats 2 as "too big" and everything else alike; the others are ours.
 */
export const UPLOAD_CODES = { unauthorized: 1, tooBig: 2, refused: 3, badRequest: 4, failed: 5, rateLimited: 6 } as const;

/** Multipart fields and the kind each is stored as (the editor's own: the platform's kinds). */
const FIELDS: Readonly<Partial<Record<string, FileKind>>> = { image: EDITOR_IMAGE, file: ATTACHMENT };

/** The biggest any field may be, plus room for the multipart framing. */
const MAX_REQUEST_BYTES = Math.max(EDITOR_IMAGE.maxBytes, ATTACHMENT.maxBytes) + MULTIPART_FRAMING_BYTES;

/**
 * POST /froala/upload: multipart/form-data with one file in the field `image` (an editor image:
 * jpeg/jpg/png, at most 3 MB) or `file` (an attachment: the ATTACHMENT set, at most 30 MB). Success:
 * 200 {link} — plain JSON, not the envelope, because the spec's client reads `link` from the body.
 * The file is read while it streams and never held beyond its limit: past it the answer is 413 with
 * code 2 and the rest of the request is discarded.
 */
export function froalaUploadHandler(services: Services) {
  return (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const { actor } = res.locals as ApiLocals;
    let answered = false;
    const answer = (status: number, body: { link: string } | { error: string; code: number }) => {
      if (answered || res.headersSent) return;
      answered = true;
      res.status(status).json(body);
    };
    const fail = (status: number, code: number, error: string) => answer(status, { error, code });

    if (actor.kind !== "user") return fail(401, UPLOAD_CODES.unauthorized, apiMessages.unauthorized);
    if (declaredTooLarge(req, MAX_REQUEST_BYTES)) {
      // Not worth reading: answer and close the connection.
      closeAfterAnswer(res);
      return fail(413, UPLOAD_CODES.tooBig, e.tooBig30);
    }

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8", // browsers send Cyrillic file names as raw UTF-8
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30, fileSize: PASTED_IMAGE_MAX_BYTES + 1 },
      });
    } catch {
      return fail(400, UPLOAD_CODES.badRequest, e.notMultipart);
    }

    // Past the limit the rest is not read at all: the answer closes the connection.
    const stopReading = () => {
      req.unpipe(parser);
      req.pause();
    };
    let fileSeen = false;

    parser.on("file", (field, stream, info) => {
      const rule = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
      if (!rule || fileSeen) {
        stream.resume();
        return;
      }
      fileSeen = true;
      const fileType = rule.type;
      const chunks: Buffer[] = [];
      let total = 0;
      let over = false;
      stream.on("data", (chunk: Buffer) => {
        if (over) return;
        total += chunk.length;
        if (total > rule.maxBytes) {
          over = true;
          chunks.length = 0;
          closeAfterAnswer(res);
          fail(413, UPLOAD_CODES.tooBig, rule.tooBig);
          stream.resume();
          stopReading();
          return;
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        if (over) return;
        services.files
          .saveUpload(actor, { fileType, originalFileName: info.filename ?? "", bytes: Buffer.concat(chunks, total) })
          .then((record) => answer(200, { link: record.filePath }))
          .catch((error: unknown) => {
            if (isDomainError(error)) {
              if (error.kind === "unauthorized") return fail(401, UPLOAD_CODES.unauthorized, error.message);
              if (error.kind === "forbidden") return fail(403, UPLOAD_CODES.unauthorized, error.message);
              // Not the envelope, so the status says it (the /api answers 200 with responseCode 1, ADR 0006).
              if (error.kind === "rate_limited") {
                // When the window frees (the upload limit knows): the editor and scripts wait that long.
                if (error.retryAfterSeconds && !res.headersSent) res.setHeader("Retry-After", String(error.retryAfterSeconds));
                return fail(429, UPLOAD_CODES.rateLimited, error.message);
              }
              const tooBig = error.message === rule.tooBig;
              return fail(tooBig ? 413 : 400, tooBig ? UPLOAD_CODES.tooBig : UPLOAD_CODES.refused, error.message);
            }
            console.error("POST /froala/upload failed:", error);
            fail(500, UPLOAD_CODES.failed, fileType === EDITOR_IMAGE.type ? e.imageFailed : e.uploadFailed);
          });
      });
    });
    parser.on("close", () => {
      if (!fileSeen) fail(400, UPLOAD_CODES.badRequest, e.noFile);
    });
    parser.on("error", () => {
      closeAfterAnswer(res);
      fail(400, UPLOAD_CODES.badRequest, e.notMultipart);
      stopReading();
    });
    // The whole request is counted too: parts busboy skips (a second file) are still bytes read.
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_REQUEST_BYTES || answered) return;
      closeAfterAnswer(res);
      fail(413, UPLOAD_CODES.tooBig, e.tooBig30);
      stopReading();
    });
    req.pipe(parser);
  };
}

const SVG_TYPE = "image/svg+xml";
/** What an uploaded SVG may load when opened by its address: nothing but its own inline styles. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Content-Disposition with the original name: RFC 6266 / 5987 filename* and an ASCII fallback. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** "bytes=a-b", "bytes=a-" or "bytes=-n" of a file of `size` bytes; null for anything else. */
function parseRange(header: string, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * A stored file's bytes as the answer's body: a read that fails mid-way ends the connection (the headers are
 * gone), and a person who leaves stops the read. The downloads' and the profile photos' one way to send.
 */
export function pipeStored(req: Request, res: Response, stream: NodeJS.ReadableStream & { destroy(): void }): void {
  stream.on("error", (error) => {
    console.error(`GET ${req.originalUrl} failed:`, error);
    res.destroy();
  });
  res.on("close", () => stream.destroy());
  stream.pipe(res);
}

/**
 * GET {base}/files/{id}-{key}/{name}?size=MEDIUM|LARGE: the stored file for signed-in people who may read
 * it (401 signed out; a wrong key or a file one may not read is 404, as a missing one), with its stored
 * Content-Type, nosniff, Content-Disposition (inline for images, PDF and video; attachment otherwise). Never cached (the app's no-store): whether one may read it depends on
 * the session, and Back after sign-out must not show it.
 * Originals answer byte ranges (video players seek with them).
 */
export function fileDownloadHandler(services: Services) {
  const text = (res: Response, status: number, message: string) => res.status(status).type("text/plain; charset=utf-8").send(message);

  return async (req: Request, res: Response) => {
    const { actor } = res.locals as ApiLocals;
    if (actor.kind !== "user") return text(res, 401, apiMessages.unauthorized);
    try {
      const download = await services.files.download(actor, {
        id: req.params.id ?? "",
        name: req.params.name ?? "",
        size: req.query.size,
      });
      res.setHeader("Content-Type", download.contentType);
      res.setHeader("X-Content-Type-Options", "nosniff");
      // An SVG opened on its own is a document: stored sanitized (svg.server.ts), and let run nothing here.
      if (download.contentType === SVG_TYPE) res.setHeader("Content-Security-Policy", SVG_POLICY);
      res.setHeader("Content-Disposition", contentDisposition(download.disposition, download.originalFileName));
      res.setHeader("ETag", download.etag);
      if (download.size !== null) res.setHeader("Accept-Ranges", "bytes");
      const cached = req.get("if-none-match");
      if (cached && cached.split(",").some((tag) => tag.trim().replace(/^W\//, "") === download.etag)) {
        res.status(304).end();
        return;
      }
      let range: { start: number; end: number } | undefined;
      const rangeHeader = req.get("range");
      if (rangeHeader && download.size !== null) {
        const parsed = parseRange(rangeHeader, download.size);
        if (parsed === "unsatisfiable") {
          res.setHeader("Content-Range", `bytes */${download.size}`);
          return text(res, 416, e.notFound);
        }
        if (parsed) range = parsed;
      }
      const stream = await services.files.openStream(download, range);
      if (range && download.size !== null) {
        res.status(206);
        res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${download.size}`);
        res.setHeader("Content-Length", String(range.end - range.start + 1));
      } else if (download.size !== null) {
        res.setHeader("Content-Length", String(download.size));
      }
      if (req.method === "HEAD") {
        stream.destroy();
        res.end();
        return;
      }
      pipeStored(req, res, stream);
    } catch (error) {
      if (res.headersSent) return;
      // Headers of a file must not linger on the 404.
      for (const h of ["Content-Disposition", "ETag", "Accept-Ranges"]) res.removeHeader(h);
      if (isDomainError(error) && error.kind === "unauthorized") return text(res, 401, error.message);
      if (isDomainError(error)) return text(res, 404, error.message);
      console.error(`GET ${req.originalUrl} failed:`, error);
      text(res, 500, ru.common.unexpected);
    }
  };
}
