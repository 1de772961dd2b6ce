// `npx tsx scripts/files-bench.ts [MB]`: how long a big upload (a 500 MB video by default) takes to go into
// the file store and to be read back whole, on the local disk and in an S3-compatible bucket (s3rver in a
// process of its own on the loopback: the S3 path's cost without a network). Also the
// resident memory's peak, which must stay far below the file's size (putFile streams in parts).
// Not part of the tests: it writes the file's size several times to the temp folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createLocalDiskStorage, newStorageKey, type FileStorage } from "../app/platform/files/storage.server";
import { createS3Storage } from "../app/platform/files/s3-storage.server";
import { startS3rverProcess } from "./lib/s3rver-process";

const mb = Number(process.argv[2] ?? 500);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "files-bench-"));

/** Samples the resident set every 50 ms while `work` runs; returns its time and the peak's growth. */
async function measure(work: () => Promise<void>): Promise<{ seconds: number; peakMb: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, peakMb: (peak - base) / 1024 / 1024 };
}

async function run(name: string, store: FileStorage, source: string) {
  const key = newStorageKey();
  const up = await measure(() => store.putFile(key, source));
  const down = await measure(async () => {
    let bytes = 0;
    for await (const chunk of (await store.getStream(key))!) bytes += (chunk as Buffer).length;
    if (bytes !== mb * 1024 * 1024) throw new Error(`read ${bytes} bytes`);
  });
  await store.delete(key);
  const rate = (s: number) => `${(mb / s).toFixed(0)} MB/s`;
  console.log(
    `${name.padEnd(6)} upload ${up.seconds.toFixed(2)} s (${rate(up.seconds)}, +${up.peakMb.toFixed(0)} MB RSS)  ` +
      `read ${down.seconds.toFixed(2)} s (${rate(down.seconds)}, +${down.peakMb.toFixed(0)} MB RSS)`,
  );
}

try {
  const source = path.join(dir, "video.mp4");
  const block = randomBytes(1024 * 1024);
  const out = fs.openSync(source, "w");
  for (let i = 0; i < mb; i += 1) fs.writeSync(out, block);
  fs.closeSync(out);
  console.log(`${mb} MB file, Node ${process.version}, ${os.cpus().length} cores`);
  await run("disk", createLocalDiskStorage(path.join(dir, "files")), source);
  const s3 = await startS3rverProcess(path.join(dir, "s3rver"));
  const bucket = await createS3Storage(s3.settings("bench"));
  try {
    await run("s3", bucket, source);
  } finally {
    bucket.close();
    await s3.stop();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
