// `npm run cluster`: the portal as a company that outgrew one machine runs it, on this machine for trying:
// CLUSTER_PROCESSES (default 3) production processes on the PostgreSQL at DATABASE_URL (a new scratch
// database, dropped at the end, when unset) behind nginx on CLUSTER_PORT (default 8080), each with a
// DATA_DIR of its own and the files in the S3-compatible bucket FILES_S3_* names (when FILES_S3_BUCKET is
// unset: a local s3rver, emptied at the end). Ctrl+C stops all.
import { startCluster } from "./lib/cluster";
import { createScratchDatabase, type ScratchDatabase } from "./lib/scratch-db";

const processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (!(Number.isInteger(processes) && processes >= 1 && processes <= 16) || !(port > 0 && port < 65536)) {
  console.error("CLUSTER_PROCESSES must be 1..16 and CLUSTER_PORT a port");
  process.exit(1);
}

let scratch: ScratchDatabase | null = null;
const databaseUrl = process.env.DATABASE_URL?.startsWith("postgres")
  ? process.env.DATABASE_URL
  : (scratch = await createScratchDatabase("cluster")).url;
if (scratch) console.log(`DATABASE_URL is not set: a new database ${scratch.name}, dropped at the end`);

// The caller's bucket as the processes would read it (an unset endpoint is AWS's own, still a bucket).
const filesS3 = process.env.FILES_S3_BUCKET
  ? Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith("FILES_S3_") && e[1] !== undefined))
  : undefined;

const cluster = await startCluster({ databaseUrl, processes, port, filesS3 }).catch(async (error: unknown) => {
  await scratch?.drop();
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
console.log(`${processes} processes (${cluster.upstreams.join(", ")}) behind nginx: ${cluster.url}/`);
console.log(
  cluster.s3rver
    ? `FILES_S3_BUCKET is not set: files in a local s3rver at ${cluster.s3rver.endpoint}, emptied at the end`
    : `Files in the bucket ${filesS3!.FILES_S3_BUCKET}`,
);
console.log(`Each process's DATA_DIR (its SMS outbox: sms-outbox.jsonl): ${cluster.processes.map((p) => p.dataDir).join(", ")}`);
console.log("Demo sign-in: 9000000001 / portal2026 (administrator). Ctrl+C stops the cluster.");

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await scratch?.drop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
