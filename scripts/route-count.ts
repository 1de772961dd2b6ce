// `npm run bench:routes`: the route-count experiment of issue #11 (point 7) in one run. The portal and the
// bench's floor app (scripts/bench-floor), each built without and with BENCH_EXTRA_ROUTES generated routes
// (default 250), all four served at once and measured in interleaved rounds, so that load from elsewhere on
// the machine falls on every target alike; the median of the rounds is reported. What should hold: a page
// with the extra routes within 10 % of the same page without them. Besides req/s it reports the server's CPU
// time per request (user + system time of its process from /proc, over the requests it answered), which
// other work on a shared machine disturbs far less than throughput.
//   BENCH_EXTRA_ROUTES (default 250), BENCH_ROUNDS (default 3), BENCH_SECONDS per measurement (default 5),
//   BENCH_CONNECTIONS (default 10).
import fs from "node:fs";
import path from "node:path";
import { autocannon } from "./lib/autocannon";
import { startFloorApp, type FloorApp } from "./lib/floor-app";
import { cpuMsOf, ensureBuild, root, signIn, startRealServer, type RealServer } from "./lib/real-server";

const extra = Number(process.env.BENCH_EXTRA_ROUTES ?? 250);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!(Number.isInteger(extra) && extra > 0) || !(rounds >= 1 && rounds <= 20) || !(seconds > 0 && seconds <= 60)) {
  console.error("BENCH_EXTRA_ROUTES must be a positive integer, BENCH_ROUNDS 1..20, BENCH_SECONDS 1..60");
  process.exit(1);
}

/** Builds the portal with `count` generated routes and copies build/ and public/ aside, for a server of its own. */
async function portalBuildCopy(count: number): Promise<string> {
  await ensureBuild(count);
  const dir = path.join(root, ".cache/route-count", `extra-${count}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  fs.cpSync(path.join(root, "public"), path.join(dir, "public"), { recursive: true });
  return path.relative(root, path.join(dir, "build/server.js"));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const servers: { stop(): Promise<void> }[] = [];
const stopAll = () => Promise.allSettled(servers.map((s) => s.stop()));
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

try {
  // With the extra routes first, so the build left in build/ at the end is the ordinary one.
  const withExtra = await portalBuildCopy(extra);
  const without = await portalBuildCopy(0);
  const start = async (count: number, serverScript: string) => {
    const server: RealServer = await startRealServer({ serverScript });
    servers.push(server);
    const floor: FloorApp = await startFloorApp(count);
    servers.push(floor);
    return { server, floor, cookie: (await signIn(server)).cookie };
  };
  const apps = new Map([
    [0, await start(0, without)],
    [extra, await start(extra, withExtra)],
  ]);
  type Target = { name: string; url: string; headers: Record<string, string>; pid: number | undefined };
  const targetsOf = (count: number): Target[] => {
    const app = apps.get(count)!;
    return [
      { name: `floor +${count}`, url: `${app.floor.url}/`, headers: {}, pid: app.floor.child.process.pid },
      { name: `/login +${count}`, url: `${app.server.url}/login`, headers: {}, pid: app.server.child.process.pid },
      { name: `home +${count}`, url: `${app.server.url}/`, headers: { cookie: app.cookie }, pid: app.server.child.process.pid },
    ];
  };
  // Each page right beside its twin, the twin first in every other round: what is compared is measured
  // under the same load from elsewhere, and neither always follows the heavier signed-in home.
  const [plain, extended] = [targetsOf(0), targetsOf(extra)];
  const pairs = plain.map((target, i) => [target, extended[i]!] as const);
  const targets = [...plain, ...extended];
  const results = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const cpuPerRequest = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of pairs.flatMap(([a, b]) => (round % 2 === 1 ? [a, b] : [b, a]))) {
      await autocannon({ url: target.url, connections, duration: 1, headers: target.headers });
      const cpuBefore = cpuMsOf(target.pid);
      const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.headers });
      cpuPerRequest.get(target.name)!.push(((cpuMsOf(target.pid) ?? 0) - (cpuBefore ?? 0)) / Math.max(1, result.requests.total));
      if (result.non2xx > 0 || result.errors > 0) console.warn(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results.get(target.name)!.push(Math.round(result.requests.average));
    }
    console.log(`round ${round}: ${targets.map((t) => `${t.name} ${results.get(t.name)!.at(-1)}`).join(", ")}`);
  }
  const rps = (name: string) => median(results.get(name)!);
  const cpu = (name: string) => median(cpuPerRequest.get(name)!);
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  console.log(`\nMedians of ${rounds} rounds, ${seconds} s each, ${connections} connections (with ${extra} routes as a share of without):`);
  for (const page of ["floor", "/login", "home"]) {
    const [base, more] = [`${page} +0`, `${page} +${extra}`];
    console.log(
      `  ${page.padEnd(7)} req/s ${rps(base)} → ${rps(more)} (${pct(rps(more), rps(base))}); ` +
        `CPU ms/request ${cpu(base).toFixed(2)} → ${cpu(more).toFixed(2)} (throughput it allows: ${pct(cpu(base), cpu(more))})`,
    );
  }
  for (const count of [0, extra]) {
    const [floorRps, floorCpu] = [rps(`floor +${count}`), cpu(`floor +${count}`)];
    console.log(
      `  share of the floor (+${count}): req/s /login ${pct(rps(`/login +${count}`), floorRps)}, home ${pct(rps(`home +${count}`), floorRps)}; ` +
        `by CPU/request /login ${pct(floorCpu, cpu(`/login +${count}`))}, home ${pct(floorCpu, cpu(`home +${count}`))}`,
    );
  }
} catch (error) {
  console.error(`route-count failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
