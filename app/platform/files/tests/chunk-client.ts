// A small client of the WebSocket /large-file/chunk for the tests and scripts/video-upload-rss.ts: it sends a
// file made by `bytesAt` (never held whole) in chunks with a window of a few unacknowledged ones, as a real
// client should, and can drop its connection on the way. The protocol: app/platform/files/api-large-file.md.
import WebSocket from "ws";

export type Reply = { type: string; [key: string]: unknown };

/** Frame buffers a size that take turns when unmasked: more than any window sendRange is given. */
const POOL = 16;

export interface ChunkConnection {
  ws: WebSocket;
  /** The next reply (in order of arrival). */
  next(): Promise<Reply>;
  send(message: Record<string, unknown>): void;
  /** A binary frame: the 8-byte offset, then the bytes. */
  chunk(offset: number, bytes: Uint8Array): void;
  close(): void;
}

/**
 * `zeroMask`: frames masked with 0000 (allowed by RFC 6455; ws then skips the XOR on both ends), for the tests,
 * where masking 500 MB in JavaScript would be most of their time. The RSS script masks as browsers do.
 */
export async function connect(
  url: string,
  headers: Record<string, string>,
  options: { zeroMask?: boolean } = {},
): Promise<ChunkConnection> {
  const ws = new WebSocket(url, {
    headers,
    perMessageDeflate: false,
    ...(options.zeroMask ? { generateMask: (mask: Buffer) => void mask.fill(0) } : {}),
  });
  const replies: Reply[] = [];
  const frames = new Map<number, Buffer>();
  let sentFrames = 0;
  const waiting: ((reply: Reply) => void)[] = [];
  ws.on("message", (data, isBinary) => {
    if (isBinary) return;
    const reply = JSON.parse(String(data)) as Reply;
    const w = waiting.shift();
    if (w) w(reply);
    else replies.push(reply);
  });
  ws.on("close", (code) => {
    for (const w of waiting.splice(0)) w({ type: "closed", code });
    replies.push({ type: "closed", code });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
    ws.once("error", reject);
  });
  return {
    ws,
    next: () => {
      const ready = replies.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (message) => ws.send(JSON.stringify(message)),
    chunk: (offset, bytes) => {
      // ws masks a copy of what it is given (a client's frames are masked): one frame buffer a size is reused.
      // Unmasked, ws sends the buffer itself, which must stay as it is until written: POOL buffers a size take
      // turns, more than sendRange's window holds unacknowledged (an acknowledged chunk has long been written).
      const key = options.zeroMask ? bytes.length * POOL + (sentFrames++ % POOL) : bytes.length;
      let frame = frames.get(key);
      if (!frame) frames.set(key, (frame = Buffer.allocUnsafe(8 + bytes.length)));
      frame.writeBigUInt64BE(BigInt(offset), 0);
      frame.set(bytes, 8);
      ws.send(frame);
    },
    close: () => ws.terminate(),
  };
}

/**
 * Sends [from, stopAt) of a file of `size` bytes (bytesAt(offset, length) gives them) with up to `window`
 * chunks unacknowledged; returns the offset the server acknowledged last. Stops at the first error reply.
 */
export async function sendRange(
  c: ChunkConnection,
  opts: { from: number; stopAt: number; chunkBytes: number; window?: number; bytesAt(offset: number, length: number): Uint8Array },
): Promise<{ acked: number; error: Reply | null }> {
  const window = Math.min(opts.window ?? 4, POOL - 1);
  let sent = opts.from;
  let acked = opts.from;
  let inFlight = 0;
  while (acked < opts.stopAt) {
    while (inFlight < window && sent < opts.stopAt) {
      const length = Math.min(opts.chunkBytes, opts.stopAt - sent);
      c.chunk(sent, opts.bytesAt(sent, length));
      sent += length;
      inFlight++;
    }
    const reply = await c.next();
    if (reply.type !== "ack") return { acked, error: reply };
    acked = reply.offset as number;
    inFlight--;
  }
  return { acked, error: null };
}

/**
 * The bytes of a padded video: a real little MP4 followed by one ISO-BMFF `free` box filling it to `size`
 * (players and ffprobe skip a free box, so the whole file is still a valid MP4 checked by its content).
 */
export function paddedVideo(clip: Buffer, size: number) {
  const head = Buffer.concat([clip, Buffer.alloc(8)]);
  head.writeUInt32BE(size - clip.length, clip.length);
  head.write("free", clip.length + 4, "latin1");
  const zeros = Buffer.alloc(8 * 1024 * 1024);
  return (offset: number, length: number): Uint8Array => {
    if (offset >= head.length) return zeros.subarray(0, length);
    const out = Buffer.alloc(length);
    head.copy(out, 0, offset, Math.min(head.length, offset + length));
    return out;
  };
}
