// `npm run bench:routes`: the route-count experiment of issue #11 (point 7) in one run. The portal and the
// bench's floor app (scripts/bench-floor), each built without and with BENCH_EXTRA_ROUTES generated routes
// (default 250), all four served at once and measured in interleaved rounds, so that load from elsewhere on
// the machine falls on every target alike; the median of the rounds is reported. What should hold: a page
// with the extra routes within 10 % of the same page without them.
//   BENCH_EXTRA_ROUTES (default 250), BENCH_ROUNDS (default 3), BENCH_SECONDS per measurement (default 5),
//   BENCH_CONNECTIONS (default 10).
import fs from "node:fs";
import path from "node:path";
import { autocannon } from "./lib/autocannon";
import { startFloorApp, type FloorApp } from "./lib/floor-app";
import { ensureBuild, root, signIn, startRealServer, type RealServer } from "./lib/real-server";

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
  const targets = [0, extra].flatMap((count): { name: string; url: string; headers: Record<string, string> }[] => {
    const app = apps.get(count)!;
    return [
      { name: `floor +${count}`, url: `${app.floor.url}/`, headers: {} },
      { name: `/login +${count}`, url: `${app.server.url}/login`, headers: {} },
      { name: `home +${count}`, url: `${app.server.url}/`, headers: { cookie: app.cookie } },
    ];
  });
  const results = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      await autocannon({ url: target.url, connections, duration: 1, headers: target.headers });
      const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.headers });
      if (result.non2xx > 0 || result.errors > 0) console.warn(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results.get(target.name)!.push(Math.round(result.requests.average));
    }
    console.log(`round ${round}: ${targets.map((t) => `${t.name} ${results.get(t.name)!.at(-1)}`).join(", ")}`);
  }
  const rps = (name: string) => median(results.get(name)!);
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  console.log(`\nMedian req/s of ${rounds} rounds, ${seconds} s each, ${connections} connections:`);
  for (const page of ["floor", "/login", "home"]) {
    const [base, more] = [rps(`${page} +0`), rps(`${page} +${extra}`)];
    console.log(`  ${page.padEnd(7)} ${String(base).padStart(6)} without, ${String(more).padStart(6)} with ${extra} routes: ${pct(more, base)}`);
  }
  for (const count of [0, extra]) {
    const floor = rps(`floor +${count}`);
    console.log(`  share of the floor (+${count}): /login ${pct(rps(`/login +${count}`), floor)}, home ${pct(rps(`home +${count}`), floor)}`);
  }
} catch (error) {
  console.error(`route-count failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
