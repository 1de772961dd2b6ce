// `npx tsx scripts/profile-routes.ts`: how much of a page's server CPU is route matching. Starts the production
// server under `node --cpu-prof`, loads one page with autocannon, stops the server (its profile is written on
// exit) and sums, over the busy samples (idle left out) of the load (from the first to the last sample inside
// Remix's request handler, so start-up and demo seeding do not dilute it), those with a route-matching function
// of Remix or React Router on the stack ("inclusive": the regular expressions, sorts and closures they run
// count too) and those inside one ("self").
//   PROFILE_PATH (default /login; / for the floor), PROFILE_SIGNED_IN=1 to load it as the demo employee, PROFILE_APP=floor for the bench's floor app instead of the portal,
//   BENCH_EXTRA_ROUTES, BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10);
//   PROFILE_FILE=x.cpuprofile only reads a profile written before; PROFILE_TOP (default 10) frames per table.
// Beside the routing share it prints the top frames by own time and the portal's own frames by inclusive time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { autocannon } from "./lib/autocannon";
import { extraRouteCount } from "./lib/extra-routes.js";
import { startFloorApp } from "./lib/floor-app";
import { signIn, startRealServer } from "./lib/real-server";

/** Frames listed in each of the report's tables (PROFILE_TOP, default 10). */
const PROFILE_TOP = Number(process.env.PROFILE_TOP ?? 10);

/** Route-matching functions by the package whose files define them (the callFrame's url names it). */
const ROUTING_FUNCTIONS: Record<string, string[]> = {
  "@remix-run/router": [
    "matchRoutes",
    "matchRoutesImpl",
    "flattenRoutes",
    "flattenRoute",
    "explodeOptionalSegments",
    "rankRouteBranches",
    "computeScore",
    "compareIndexes",
    "matchRouteBranch",
    "matchPath",
    "compilePath",
    "joinPaths",
    "removeDoubleSlashes",
    "normalizePathname",
    "decodePath",
    "stripBasename",
    "convertRoutesToDataRoutes",
    // added by patches/@remix-run+router+*.patch
    "rankedBranchesOf",
    "candidateBranches",
    "firstStaticSegment",
  ],
  "@remix-run/server-runtime": [
    "matchServerRoutes",
    "createRoutes",
    "createStaticHandlerDataRoutes",
    "groupRoutesByParentId",
    "createEntryRouteModules",
  ],
  "@remix-run/react": ["createServerRoutes", "groupRoutesByParentId", "getPartialManifest"],
  "react-router-dom": ["createStaticRouter"],
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const isRequestHandler = (node: ProfileNode) =>
  node.callFrame.functionName === "requestHandler" && node.callFrame.url.includes("/node_modules/@remix-run/server-runtime/");

function isRouting(node: ProfileNode): boolean {
  const { functionName, url } = node.callFrame;
  return Object.entries(ROUTING_FUNCTIONS).some(([pkg, names]) => url.includes(`/node_modules/${pkg}/`) && names.includes(functionName));
}

function routingShare(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  /** The outermost routing function on a node's stack, or null. */
  const routingAncestor = new Map<number, string | null>();
  const outermostRouting = (id: number): string | null => {
    if (routingAncestor.has(id)) return routingAncestor.get(id)!;
    const node = byId.get(id)!;
    const parent = parentOf.get(id);
    const above = parent === undefined ? null : outermostRouting(parent);
    const found = above ?? (isRouting(node) ? node.callFrame.functionName : null);
    routingAncestor.set(id, found);
    return found;
  };
  /** Whether a node has Remix's request handler on its stack: the samples of the load lie between the first and last such. */
  const handling = new Map<number, boolean>();
  const inRequest = (id: number): boolean => {
    if (handling.has(id)) return handling.get(id)!;
    const parent = parentOf.get(id);
    const found = isRequestHandler(byId.get(id)!) || (parent !== undefined && inRequest(parent));
    handling.set(id, found);
    return found;
  };
  const first = profile.samples.findIndex(inRequest);
  let last = -1;
  profile.samples.forEach((id, i) => void (inRequest(id) && (last = i)));
  let busy = 0;
  let inclusive = 0;
  let self = 0;
  let windowMs = 0;
  const byFunction = new Map<string, number>();
  /** Where the time goes: each frame's own samples, and those with the frame anywhere on the stack. */
  const selfByFrame = new Map<string, number>();
  const inclusiveByFrame = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (i < first || i > last) return;
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    windowMs += ms;
    if (node.callFrame.functionName === "(idle)") return;
    busy += ms;
    selfByFrame.set(frameName(node), (selfByFrame.get(frameName(node)) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) onStack.add(frameName(byId.get(at)!));
    for (const frame of onStack) inclusiveByFrame.set(frame, (inclusiveByFrame.get(frame) ?? 0) + ms);
    const outer = outermostRouting(id);
    if (outer) {
      inclusive += ms;
      byFunction.set(outer, (byFunction.get(outer) ?? 0) + ms);
    }
    if (isRouting(node)) self += ms;
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    windowMs,
    busy,
    inclusive,
    self,
    byFunction: sorted(byFunction),
    selfByFrame: sorted(selfByFrame),
    // The portal's own code (its build), where a change of ours can remove the work.
    ownByFrame: sorted(inclusiveByFrame).filter(([frame]) => frame.includes(" build/")),
  };
}

/** A frame as "function file:line", node_modules and the checkout's path left out. */
function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame as ProfileNode["callFrame"] & { lineNumber?: number };
  const file = url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*?\/(build\/)/, "$1");
  return `${functionName || "(anonymous)"} ${file}:${(lineNumber ?? 0) + 1}`;
}

function report(file: string) {
  const share = routingShare(JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile);
  const pct = (ms: number) => `${((ms / share.busy) * 100).toFixed(1)} %`;
  console.log(
    `load window ${(share.windowMs / 1000).toFixed(1)} s, busy CPU ${share.busy.toFixed(0)} ms; route matching inclusive ${share.inclusive.toFixed(0)} ms (${pct(share.inclusive)}), self ${share.self.toFixed(0)} ms (${pct(share.self)})`,
  );
  for (const [name, ms] of share.byFunction.slice(0, 8)) console.log(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${pct(ms)}`);
  console.log("Top frames by their own time:");
  for (const [name, ms] of share.selfByFrame.slice(0, PROFILE_TOP)) console.log(`  ${pct(ms).padStart(7)}  ${name}`);
  console.log("The portal's own frames by inclusive time (with what they call):");
  for (const [name, ms] of share.ownByFrame.slice(0, PROFILE_TOP)) console.log(`  ${pct(ms).padStart(7)}  ${name}`);
  console.log(`Profile: ${file}`);
}

async function main() {
  const floorApp = process.env.PROFILE_APP === "floor";
  const pagePath = process.env.PROFILE_PATH ?? (floorApp ? "/" : "/login");
  const extraRoutes = extraRouteCount();
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-profile-"));
  const nodeArgs = ["--cpu-prof", `--cpu-prof-dir=${profileDir}`];
  const portal = floorApp ? null : await startRealServer({ extraRoutes, nodeArgs });
  const app = portal ?? (await startFloorApp(extraRoutes, nodeArgs));
  try {
    const url = `${app.url}${pagePath}`;
    const headers = portal && process.env.PROFILE_SIGNED_IN === "1" ? { Cookie: (await signIn(portal)).cookie } : undefined;
    await autocannon({ url, connections, duration: 1, headers });
    const result = await autocannon({ url, connections, duration: seconds, headers });
    await app.stop();
    const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no profile written in ${profileDir}`);
    console.log(
      `${floorApp ? "floor app" : "portal"} GET ${pagePath}, ${extraRoutes} generated routes: ${Math.round(result.requests.average)} req/s (under the profiler), non-2xx ${result.non2xx}`,
    );
    report(path.join(profileDir, file));
  } finally {
    await app.stop();
  }
}

if (process.env.PROFILE_FILE) report(process.env.PROFILE_FILE);
else await main();
