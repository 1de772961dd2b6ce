// `npm run load`: many people at once on the real production server — LOAD_CONNECTIONS (default 200)
// concurrent clients for LOAD_SECONDS (default 60) over a mix of signed-in pages and /api calls, all
// targets at the same time (the connections are shared out among them), so each target is measured
// while the others load the server too. Prints per target the answers, p50 and p99, the failures
// (4xx/5xx answers, socket errors, and timeouts: no answer in LOAD_TIMEOUT, default 10 s), the 503s of a
// saturated server apart (it refuses early and cheaply: counted, not a failure), and the server's RSS
// before, at its peak and after.
//   LOAD_DATABASE=sqlite (default) or postgres (a scratch database, or DATABASE_URL's).
//   LOAD_RUNS (default 1): rounds one after another on the same server, with its idle RSS after each
//   (issue #38: after round 5 within 10 % of after round 1).
//   LOAD_CLUSTER=1: on PostgreSQL, one process and then LOAD_PROCESSES (default 3) behind nginx (npm run
//   cluster), in the same run, and the cluster's req/s ÷ the one process's.
//   LOAD_URL: load a running portal at this address instead (nothing started, no RSS).
// Exit code 1 on any failure. Loopback only; stops by itself (a hard deadline) and stops what it started.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startCluster } from "./lib/cluster";
import { loadRound, loadTargets, printLoadTable, totalsLine, type LoadRow, type LoadTotals } from "./lib/load-round";
import { mb, root, startRealServer, type RealServer } from "./lib/real-server";
import { createScratchDatabase, type ScratchDatabase } from "./lib/scratch-db";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
/** Seconds a client waits for an answer before it counts a timeout and reconnects. */
const timeout = Number(process.env.LOAD_TIMEOUT ?? 10);
const runs = Number(process.env.LOAD_RUNS ?? 1);
const database = process.env.LOAD_DATABASE ?? (process.env.LOAD_CLUSTER === "1" ? "postgres" : "sqlite");
const clusterProcesses = Number(process.env.LOAD_PROCESSES ?? 3);
if (
  !(seconds > 0 && seconds <= 600) ||
  !(connections > 0 && connections <= 2000) ||
  !(timeout > 0 && timeout <= 120) ||
  !(runs >= 1 && runs <= 20) ||
  !["sqlite", "postgres"].includes(database) ||
  !(clusterProcesses >= 2 && clusterProcesses <= 8)
) {
  console.error("LOAD_SECONDS must be 1..600, LOAD_CONNECTIONS 1..2000, LOAD_TIMEOUT 1..120, LOAD_RUNS 1..20, LOAD_PROCESSES 2..8");
  console.error("and LOAD_DATABASE sqlite or postgres");
  process.exit(1);
}

interface Measured {
  label: string;
  rounds: { rows: LoadRow[]; total: LoadTotals; rssIdleAfter: number | null }[];
  rssBefore: number | null;
  rssPeak: number | null;
}

const stoppers: (() => Promise<void>)[] = [];
const stopAll = () => Promise.allSettled(stoppers.splice(0).map((stop) => stop()));
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
const deadline = setTimeout(
  () => {
    console.error("load: took too long, stopping");
    void stopAll().then(() => process.exit(1));
  },
  ((seconds + 15) * runs * 2 + 300) * 1000,
);
deadline.unref();
const errorKinds = new Map<string, number>();

/** LOAD_RUNS rounds against `base`; `rss` reads the serving processes' resident memory (summed). */
async function measure(label: string, base: string, rss: () => number | null): Promise<Measured> {
  const targets = await loadTargets(base);
  const rssBefore = rss();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss() ?? 0)), 500);
  const rounds: Measured["rounds"] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      const round = await loadRound(base, targets, { connections, seconds, timeout, errorKinds });
      // Idle: what the process keeps once the load has gone (its timers and the collector have run).
      await new Promise((resolve) => setTimeout(resolve, 5000));
      rounds.push({ ...round, rssIdleAfter: rss() });
      console.log(`${label}, round ${i}: ${totalsLine(round.total, seconds, timeout)}; idle RSS after ${mb(rss())}`);
    }
  } finally {
    clearInterval(sampler);
  }
  return { label, rounds, rssBefore, rssPeak: rssPeak || null };
}

async function ownServer(databaseUrl?: string): Promise<RealServer> {
  const server = await startRealServer({ databaseUrl });
  stoppers.push(() => server.stop());
  return server;
}

const failed = (m: Measured) => m.rounds.some((r) => r.total.badStatus > 0 || r.total.errors > 0 || r.total.timeouts > 0);

try {
  console.log(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; ${connections} clients for ${seconds} s, ${runs} round(s)`,
  );
  const measured: Measured[] = [];
  let scratch: ScratchDatabase | null = null;
  const postgresUrl = async () => {
    if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
    scratch ??= await createScratchDatabase("load");
    const made = scratch;
    stoppers.push(() => made.drop());
    return made.url;
  };
  if (process.env.LOAD_URL) {
    measured.push(await measure(`${process.env.LOAD_URL}`, process.env.LOAD_URL.replace(/\/$/, ""), () => null));
  } else {
    const url = database === "postgres" ? await postgresUrl() : undefined;
    const server = await ownServer(url);
    measured.push(await measure(`one process on ${database}`, server.url, () => server.rssBytes()));
    if (process.env.LOAD_CLUSTER === "1") {
      await server.stop();
      const cluster = await startCluster({ databaseUrl: url!, processes: clusterProcesses });
      stoppers.push(() => cluster.stop());
      const rss = () => cluster.processes.reduce((n, p) => n + (p.rssBytes() ?? 0), 0);
      measured.push(await measure(`${clusterProcesses} processes behind nginx`, cluster.url, rss));
    }
  }
  for (const m of measured) {
    console.log(`\n${m.label}, last round:`);
    printLoadTable(m.rounds.at(-1)!.rows);
    const idle = m.rounds.map((r) => mb(r.rssIdleAfter)).join(" → ");
    console.log(`RSS: before ${mb(m.rssBefore)}, peak ${mb(m.rssPeak)}, idle after each round ${idle}`);
    const first = m.rounds[0]!.rssIdleAfter;
    const last = m.rounds.at(-1)!.rssIdleAfter;
    if (m.rounds.length > 1 && first && last)
      console.log(`Idle RSS after the last round ÷ after the first: ${((last / first) * 100).toFixed(1)} %`);
  }
  if (measured.length === 2) {
    const [one, many] = measured.map((m) => m.rounds.reduce((n, r) => n + r.total.requestsPerSecond, 0) / m.rounds.length);
    console.log(
      `\nThe cluster's req/s ÷ one process's: ${(many! / one!).toFixed(2)} × (${Math.round(many!)} and ${Math.round(one!)} req/s)`,
    );
  }
  for (const [kind, n] of errorKinds) console.log(`  ${n} × ${kind}`);

  const outFile = path.join(root, ".cache/load-results.json");
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const report = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, seconds, connections, database, measured };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), outFile)}`);
  process.exitCode = measured.some(failed) ? 1 : 0;
} catch (error) {
  console.error(`load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  clearTimeout(deadline);
}
