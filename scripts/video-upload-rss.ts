// Issue #36 "Measured": the server's peak RSS while 3 people upload 500 MB videos at once over the WebSocket
// /large-file/chunk (1 MiB chunks, 4 unacknowledged at most, as app/platform/files/api-large-file.md advises).
// The production server runs as its own process (scripts/lib/real-server.ts) on a fresh DATA_DIR; its RSS is
// read from /proc every 50 ms, and its kernel-kept high-water mark (VmHWM) at the end. Each file is a real
// little MP4 padded by a `free` box to 524,288,000 bytes, made on the fly (the client holds none of it), so
// the server's content check and ffprobe take it. Not part of npm test: `npx tsx scripts/video-upload-rss.ts`
// (builds first when there is no build; needs ffmpeg for the clip).
import fs from "node:fs";
import { connect, paddedVideo, sendRange } from "../app/platform/files/tests/chunk-client";
import { testVideo } from "../app/platform/files/tests/video-fixture";
import { LARGE_FILE_MAX_BYTES } from "../app/shared/files/rules";
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_EMPLOYEE, mb, rssOf, signIn, startRealServer } from "./lib/real-server";

const PEOPLE = [DEMO_ADMIN, DEMO_EDITOR, DEMO_EMPLOYEE];
const CHUNK = 1024 * 1024;

function peakOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Number(kb) * 1024 : null;
}

const server = await startRealServer();
try {
  const pid = server.child.process.pid;
  const sessions = await Promise.all(PEOPLE.map((account) => signIn(server, account)));
  const wsUrl = `${server.url.replace(/^http/, "ws")}/api/large-file/chunk`;
  const bytesAt = paddedVideo(testVideo("mp4"), LARGE_FILE_MAX_BYTES);
  const before = rssOf(pid);
  const peakAtStart = peakOf(pid);
  // The kernel's high-water mark starts again here (clear_refs 5), so VmHWM is the uploads' peak, not the seeding's.
  if (pid !== undefined) fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  let sampled = before ?? 0;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssOf(pid) ?? 0)), 50);
  const began = Date.now();
  const results = await Promise.all(
    sessions.map(async ({ accessToken }) => {
      const c = await connect(wsUrl, { Authorization: `Bearer ${accessToken}` });
      c.send({ type: "start", fileName: "video.mp4", fileType: "FAQ_VIDEO", size: LARGE_FILE_MAX_BYTES });
      const ready = await c.next();
      if (ready.type !== "ready") throw new Error(`start refused: ${JSON.stringify(ready)}`);
      const sent = await sendRange(c, { from: 0, stopAt: LARGE_FILE_MAX_BYTES, chunkBytes: CHUNK, bytesAt });
      if (sent.error) throw new Error(`chunk refused: ${JSON.stringify(sent.error)}`);
      c.send({ type: "finish" });
      const done = await c.next();
      c.close();
      if (done.type !== "done") throw new Error(`finish refused: ${JSON.stringify(done)}`);
      return (done.file as { id: number }).id;
    }),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - began) / 1000;
  console.log(`3 × 500 MB over /large-file/chunk: files ${results.join(", ")} stored in ${seconds.toFixed(1)} s`);
  console.log(
    `server RSS before ${mb(before)} (start-up peak ${mb(peakAtStart)}), during the uploads: peak sampled ${mb(sampled)}, ` +
      `VmHWM ${mb(peakOf(pid))}; after ${mb(rssOf(pid))}`,
  );
} finally {
  await server.stop();
}
