// `npm run soak`: the load of `npm run load` for SOAK_MINUTES (default 30) on one production server, in rounds
// of a minute, to find memory that grows with time. Records the server's RSS after each round (idle a moment)
// and takes two heap snapshots (each after a full collection), after the first round and at the end, then
// compares them: what kinds of object grew, by bytes and count. Issue #38: RSS ≤ 250 MB idle, ≤ 350 MB under
// load, and no growth over time.
//   SOAK_MINUTES (default 30), SOAK_CONNECTIONS (default 50), LOAD_DATABASE=sqlite|postgres (default sqlite).
// The snapshots are kept in .cache/soak/ (a few tens of MB each) for a closer look in Chrome's DevTools.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadRound, loadTargets, totalsLine } from "./lib/load-round";
import { mb, root, startRealServer, type RealServer } from "./lib/real-server";
import { createScratchDatabase, type ScratchDatabase } from "./lib/scratch-db";
import { compareSnapshots, summariseSnapshot } from "./lib/heap-snapshot";

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const database = process.env.LOAD_DATABASE ?? "sqlite";
if (!(minutes >= 2 && minutes <= 240) || !(connections >= 1 && connections <= 1000) || !["sqlite", "postgres"].includes(database)) {
  console.error("SOAK_MINUTES must be 2..240, SOAK_CONNECTIONS 1..1000 and LOAD_DATABASE sqlite or postgres");
  process.exit(1);
}
const out = path.join(root, ".cache/soak");
const ROUND_SECONDS = 55;
const TIMEOUT_SECONDS = 10;

let server: RealServer | undefined;
let scratch: ScratchDatabase | undefined;
const stop = async () => {
  await server?.stop();
  await scratch?.drop();
};
process.on("SIGINT", () => void stop().then(() => process.exit(130)));

/** Asks the server for a heap snapshot (SIGUSR2, --heapsnapshot-signal) and waits until it is written. */
async function snapshot(name: string): Promise<string> {
  const before = new Set(fs.readdirSync(root));
  server!.child.process.kill("SIGUSR2");
  const deadline = Date.now() + 120_000;
  for (;;) {
    const written = fs.readdirSync(root).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    // The file is complete when it ends the JSON it is (its last byte is "}") and stops growing.
    if (written) {
      const file = path.join(root, written);
      const size = fs.statSync(file).size;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (size > 0 && fs.statSync(file).size === size) {
        const target = path.join(out, `${name}.heapsnapshot`);
        fs.renameSync(file, target);
        return target;
      }
    }
    if (Date.now() > deadline) throw new Error("the server wrote no heap snapshot within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

try {
  fs.mkdirSync(out, { recursive: true });
  console.log(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; ${connections} clients for ${minutes} min on ${database}`,
  );
  if (database === "postgres" && !process.env.DATABASE_URL) scratch = await createScratchDatabase("soak");
  server = await startRealServer({
    databaseUrl: database === "postgres" ? (process.env.DATABASE_URL ?? scratch!.url) : undefined,
    nodeArgs: ["--heapsnapshot-signal=SIGUSR2"],
  });
  const targets = await loadTargets(server.url);
  const rssIdle = server.rssBytes();
  const rows: {
    minute: number;
    requestsPerSecond: number;
    pagesP99Ms: number;
    failures: number;
    rssPeak: number;
    rssIdle: number | null;
  }[] = [];
  let first = "";
  for (let minute = 1; minute <= minutes; minute++) {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, server?.rssBytes() ?? 0)), 500);
    const { total } = await loadRound(server.url, targets, { connections, seconds: ROUND_SECONDS, timeout: TIMEOUT_SECONDS });
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const idle = server.rssBytes();
    rows.push({
      minute,
      requestsPerSecond: total.requestsPerSecond,
      pagesP99Ms: total.pagesP99Ms,
      failures: total.badStatus + total.errors + total.timeouts,
      rssPeak: peak,
      rssIdle: idle,
    });
    console.log(`minute ${minute}: ${totalsLine(total, ROUND_SECONDS, TIMEOUT_SECONDS)}; RSS peak ${mb(peak)}, idle ${mb(idle)}`);
    if (minute === 1) first = await snapshot("after-minute-1");
  }
  const last = await snapshot(`after-minute-${minutes}`);
  const [a, b] = [summariseSnapshot(first), summariseSnapshot(last)];
  console.log(
    `\nRSS idle at start ${mb(rssIdle)}; idle after minute 1 ${mb(rows[0]!.rssIdle)}, after minute ${minutes} ${mb(rows.at(-1)!.rssIdle)}`,
  );
  console.log(`RSS peak under load: ${mb(Math.max(...rows.map((r) => r.rssPeak)))}`);
  console.log(`Heap (live objects): after minute 1 ${mb(a.totalBytes)}, after minute ${minutes} ${mb(b.totalBytes)}`);
  console.log("What grew most between the snapshots (live objects, by kind):");
  for (const line of compareSnapshots(a, b, 15)) console.log(`  ${line}`);
  const failures = rows.reduce((n, r) => n + r.failures, 0);
  fs.writeFileSync(
    path.join(out, "soak-results.json"),
    `${JSON.stringify({ at: new Date().toISOString(), minutes, connections, database, rssIdle, rows, heap: { first: a.totalBytes, last: b.totalBytes } }, null, 2)}\n`,
  );
  console.log(`Failures (4xx/5xx other than 503, errors, timeouts): ${failures}. Results: ${path.relative(process.cwd(), out)}/`);
  process.exitCode = failures > 0 ? 1 : 0;
} catch (error) {
  console.error(`soak failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stop();
}
