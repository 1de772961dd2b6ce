// The spec's WebSocket /large-file/chunk (part 1 §7): large files (videos up to 500 MB) sent in chunks over one
// connection, resumable after it drops. The protocol is in app/platform/files/api-large-file.md. The chunks are
// written at their offsets to a temporary file (never gathered in memory: at most MAX_QUEUED chunks wait, then
// the socket is paused), and the finished file is stored by the files service exactly as a form upload of its
// kind — checked by content, probed and queued for conversion — answering the record POST /file/save gives.
// Unfinished uploads expire after UPLOAD_IDLE_MS without a chunk and their temporary files are removed.
//
// An upload lives in the process that started it (its temporary file is on that machine's disk): behind a
// balancer the connection of a resume must reach the same process (sticky by session), else it is "not found"
// and starts again.
import fsp from "node:fs/promises";
import type { IncomingMessage, Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { Actor, SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { LARGE_FILE_MAX_BYTES, type FileType, type FileTypeRule } from "~/shared/files/rules";
import type { FileRecord, Source } from "./files.server";
import { chunkRefusals as e } from "./messages.server";

/** The most bytes of file one binary frame may carry (the 8-byte offset before them aside). */
export const CHUNK_MAX_BYTES = 4 * 1024 * 1024;
/** Frames past this are cut by the WebSocket layer itself (close 1009); between it and CHUNK_MAX a refusal message answers. */
export const FRAME_MAX_BYTES = 2 * CHUNK_MAX_BYTES;
/** Chunks received and not yet written before the socket stops reading (backpressure). */
export const MAX_QUEUED = 4;
/** An upload without a chunk for this long is dropped with its temporary file. */
export const UPLOAD_IDLE_MS = 60 * 60_000;
/** Unfinished uploads one person may hold at once. */
export const MAX_OPEN_PER_PERSON = 5;
const OFFSET_BYTES = 8;

export interface ChunkUploadDeps {
  /** Who the upgrade request is (the session cookie or the bearer token, as for /api). */
  resolveActor(req: IncomingMessage): Promise<Actor>;
  /** Whether the request comes from another site (the check every other request passes). */
  crossSite(req: IncomingMessage): boolean;
  /** Stores the finished file like a form upload (files.saveUpload). */
  store(actor: SignedIn, upload: { fileType: FileType; originalFileName: string } & Source): Promise<FileRecord>;
  /** The kind of this fileType the files service takes (its byte limit and refusal), or null. */
  kindOf(fileType: string): FileTypeRule | null;
  /** The app paths answered (the base path in front): "/api/large-file/chunk" and "/large-file/chunk". */
  paths: readonly string[];
  dir?: string;
  now?: () => number;
}

interface Upload {
  id: string;
  userId: number;
  fileType: FileType;
  fileName: string;
  size: number;
  /** Bytes written, in order from 0: the next chunk's offset. */
  offset: number;
  file: string;
  lastSeen: number;
  /** The connection that sends it now (a newer one takes it over). */
  holder: WebSocket | null;
  /** The writes in flight, one after another. */
  writing: Promise<void>;
  finishing: boolean;
}

type Reply = Record<string, unknown> & { type: string };

export function createChunkUploads(deps: ChunkUploadDeps) {
  const dir = deps.dir ?? path.join(os.tmpdir(), "portal-large-file");
  const now = deps.now ?? Date.now;
  const uploads = new Map<string, Upload>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: FRAME_MAX_BYTES, perMessageDeflate: false });

  async function drop(upload: Upload): Promise<void> {
    uploads.delete(upload.id);
    await upload.writing.catch(() => {});
    await fsp.rm(upload.file, { force: true });
  }

  /** Removes the uploads idle past UPLOAD_IDLE_MS, and leftovers of an earlier process in the folder. */
  async function sweep(): Promise<number> {
    let removed = 0;
    for (const upload of [...uploads.values()]) {
      if (now() - upload.lastSeen < UPLOAD_IDLE_MS || upload.finishing) continue;
      upload.holder?.close(1000);
      await drop(upload);
      removed++;
    }
    const known = new Set([...uploads.values()].map((u) => path.basename(u.file)));
    for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
      if (known.has(name)) continue;
      const file = path.join(dir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && now() - stat.mtimeMs >= UPLOAD_IDLE_MS) {
        await fsp.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
  const sweeping = setInterval(() => void sweep().catch((error) => console.error("Large-file sweep failed:", error)), 60_000);
  sweeping.unref();

  function serve(ws: WebSocket, actor: SignedIn): void {
    let current: Upload | null = null;
    /** Chunks and their bytes received on this connection and not yet written. */
    let queued = 0;
    let pending = 0;
    const send = (reply: Reply) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
    };
    const refuse = (message: string) =>
      send({ type: "error", message, ...(current ? { uploadId: current.id, offset: current.offset } : {}) });
    const take = async (upload: Upload) => {
      if (upload.holder && upload.holder !== ws) upload.holder.close(4000, "taken over");
      upload.holder = ws;
      upload.lastSeen = now();
      current = upload;
      // The offset told is the one on disk: writes of an earlier connection finish first.
      await upload.writing.catch(() => {});
      send({ type: "ready", uploadId: upload.id, offset: upload.offset, size: upload.size, chunkMaxBytes: CHUNK_MAX_BYTES });
    };

    async function start(message: Record<string, unknown>) {
      const { fileName, fileType, size } = message;
      if (
        typeof fileName !== "string" ||
        !fileName.trim() ||
        typeof fileType !== "string" ||
        !Number.isSafeInteger(size) ||
        (size as number) <= 0
      )
        return refuse(e.badStart);
      const kind = deps.kindOf(fileType);
      if (!kind) return refuse(e.badStart);
      // Never past the spec's large-file limit, whatever a kind allows.
      if ((size as number) > Math.min(kind.maxBytes, LARGE_FILE_MAX_BYTES)) return refuse(kind.tooBig);
      const open = [...uploads.values()].filter((u) => u.userId === actor.userId).length;
      if (open >= MAX_OPEN_PER_PERSON) return refuse(e.tooManyOpen);
      await fsp.mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString("hex");
      const file = path.join(dir, id);
      await fsp.writeFile(file, new Uint8Array(0));
      const upload: Upload = {
        id,
        userId: actor.userId,
        fileType: fileType as FileType,
        fileName: fileName.slice(0, 255),
        size: size as number,
        offset: 0,
        file,
        lastSeen: now(),
        holder: null,
        writing: Promise.resolve(),
        finishing: false,
      };
      uploads.set(id, upload);
      await take(upload);
    }

    async function resume(message: Record<string, unknown>) {
      const upload = typeof message.uploadId === "string" ? uploads.get(message.uploadId) : undefined;
      // Another person's upload is "not found" like a missing one.
      if (!upload || upload.userId !== actor.userId || upload.finishing) return refuse(e.unknownUpload);
      await take(upload);
    }

    async function finish(upload: Upload) {
      await upload.writing;
      if (upload.offset !== upload.size) return refuse(e.incomplete(upload.offset, upload.size));
      upload.finishing = true;
      try {
        const record = await deps.store(actor, {
          fileType: upload.fileType,
          originalFileName: upload.fileName,
          path: upload.file,
          size: upload.size,
        });
        send({ type: "done", uploadId: upload.id, file: record });
      } catch (error) {
        if (!isDomainError(error)) console.error("Large-file upload failed to store:", error);
        // Refused by content (or not stored): the upload is over either way; the bytes go.
        send({ type: "error", uploadId: upload.id, message: isDomainError(error) ? error.message : e.failed, final: true });
      } finally {
        await drop(upload);
        current = null;
      }
    }

    function chunk(data: Buffer) {
      const upload = current;
      if (!upload || upload.holder !== ws || upload.finishing) return refuse(e.notStarted);
      if (data.length <= OFFSET_BYTES) return refuse(e.badMessage);
      if (data.length - OFFSET_BYTES > CHUNK_MAX_BYTES) return refuse(e.frameTooLarge(CHUNK_MAX_BYTES));
      const offset = Number(data.readBigUInt64BE(0));
      // The expected offset counts the chunks queued before this one.
      const expected = upload.offset + pending;
      const length = data.length - OFFSET_BYTES;
      if (offset !== expected) return refuse(e.wrongOffset(expected, offset));
      if (offset + length > upload.size) return refuse(e.beyondSize);
      pending += length;
      queued++;
      if (queued >= MAX_QUEUED) ws.pause();
      upload.lastSeen = now();
      upload.writing = upload.writing.then(async () => {
        try {
          const handle = await fsp.open(upload.file, "r+");
          try {
            await handle.write(data, OFFSET_BYTES, length, offset);
          } finally {
            await handle.close();
          }
          upload.offset = offset + length;
          send({ type: "ack", uploadId: upload.id, offset: upload.offset });
        } catch (error) {
          console.error("Large-file chunk write failed:", error);
          refuse(e.failed);
          ws.close(1011);
        } finally {
          pending -= length;
          queued--;
          if (queued < MAX_QUEUED && ws.isPaused) ws.resume();
        }
      });
    }
    ws.on("message", (raw: RawData, isBinary: boolean) => {
      const data = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
      if (isBinary) return chunk(data);
      let message: unknown;
      try {
        message = JSON.parse(data.toString("utf8"));
      } catch {
        return refuse(e.badMessage);
      }
      const m = (typeof message === "object" && message !== null ? message : {}) as Record<string, unknown>;
      const run = async () => {
        if (m.type === "start") return start(m);
        if (m.type === "resume") return resume(m);
        if (m.type === "finish") return current && current.holder === ws ? finish(current) : refuse(e.notStarted);
        return refuse(e.badMessage);
      };
      run().catch((error) => {
        console.error("Large-file message failed:", error);
        refuse(e.failed);
      });
    });
    // A frame past FRAME_MAX_BYTES or a broken frame: ws closes the connection (1009, 1002); the upload stays.
    ws.on("error", () => {});
    ws.on("close", () => {
      // A dropped connection leaves the upload as it is, to be resumed; only its link to this socket goes.
      if (current?.holder === ws) current.holder = null;
    });
  }

  const refuseUpgrade = (socket: Duplex, status: number, text: string) => {
    const body = Buffer.from(text, "utf8");
    socket.end(
      `HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : status === 403 ? "Forbidden" : "Not Found"}\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${text}`,
    );
  };

  /** The HTTP server's `upgrade` listener: answers the chunk paths and leaves every other upgrade alone. */
  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const pathname = new URL(req.url ?? "/", "http://portal.local").pathname;
    if (!deps.paths.includes(pathname)) return;
    socket.on("error", () => socket.destroy());
    if (deps.crossSite(req)) return refuseUpgrade(socket, 403, e.unauthorized);
    deps
      .resolveActor(req)
      .then((actor) => {
        if (actor.kind !== "user") return refuseUpgrade(socket, 401, e.unauthorized);
        wss.handleUpgrade(req, socket, head, (ws) => serve(ws, actor));
      })
      .catch((error) => {
        console.error("Large-file upgrade failed:", error);
        socket.destroy();
      });
  }

  return {
    onUpgrade,
    /** Hooks the chunk paths into an HTTP server. */
    attach(server: Server) {
      server.on("upgrade", onUpgrade);
    },
    sweep,
    /** Unfinished uploads held now (tests, the RSS script). */
    open: () => uploads.size,
    async close() {
      clearInterval(sweeping);
      for (const client of wss.clients) client.terminate();
      await Promise.all([...uploads.values()].map(drop));
      wss.close();
    },
  };
}

export type ChunkUploads = ReturnType<typeof createChunkUploads>;
