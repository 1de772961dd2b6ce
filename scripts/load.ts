// `npm run load`: many people at once on the real production server — LOAD_CONNECTIONS (default 200)
// concurrent clients for LOAD_SECONDS (default 60) over a mix of signed-in pages and /api calls, all
// targets at the same time (the connections are shared out among them), so each target is measured
// while the others load the server too. Prints per target the answers, p50 and p99, the failures
// (4xx/5xx answers, socket errors, and timeouts: no answer in LOAD_TIMEOUT, default 10 s), the 503s of a
// saturated server apart (it refuses early and cheaply: counted, not a failure), and the server's RSS
// before, at its peak and after.
// Exit code 1 on any failure. Loopback only; stops by itself (a hard deadline) and stops what it started.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { autocannon } from "./lib/autocannon";
import {
  DEMO_ADMIN,
  DEMO_EDITOR,
  DEMO_EMPLOYEE,
  firstDepartmentCategoryPath,
  firstGuideArticle,
  mb,
  root,
  signIn,
  startRealServer,
  type RealServer,
} from "./lib/real-server";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
/** Seconds a client waits for an answer before it counts a timeout and reconnects. */
const timeout = Number(process.env.LOAD_TIMEOUT ?? 10);
if (!(seconds > 0 && seconds <= 600) || !(connections > 0 && connections <= 2000) || !(timeout > 0 && timeout <= 120)) {
  console.error("LOAD_SECONDS must be 1..600, LOAD_CONNECTIONS 1..2000 and LOAD_TIMEOUT 1..120");
  process.exit(1);
}

interface Target {
  name: string;
  path: string;
  cookie: string;
}

interface Row {
  target: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** 4xx and 5xx answers, the 503s apart. */
  badStatus: number;
  /** 503 with Retry-After: the server refused at once what it could not serve in time. */
  refused: number;
  /** Socket errors (timeouts apart). */
  errors: number;
  /** No answer within the timeout. */
  timeouts: number;
}

function printTable(rows: Row[]) {
  const header = ["target", "conns", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "503", "4xx/5xx", "errors", "timeouts"];
  const lines = rows.map((r) =>
    [r.target, r.connections, r.requests, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.maxMs, r.refused, r.badStatus, r.errors, r.timeouts].map(
      String,
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

let server: RealServer | undefined;
process.on("SIGINT", () => void server?.stop().then(() => process.exit(130)));
const deadline = setTimeout(
  () => {
    console.error("load: took too long, stopping");
    void server?.stop().then(() => process.exit(1));
  },
  (seconds + 240) * 1000,
);
deadline.unref();

try {
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; ${connections} clients for ${seconds} s`);
  server = await startRealServer();
  const base = server.url;
  // Three demo people, so sessions and per-person work (menus, favourites, rights) vary.
  const [employee, editor, admin] = await Promise.all([DEMO_EMPLOYEE, DEMO_EDITOR, DEMO_ADMIN].map((a) => signIn(server!, a)));
  if (!employee || !editor || !admin) throw new Error("load: the demo people could not sign in");
  const department = await firstDepartmentCategoryPath(base, employee.cookie);
  const article = await firstGuideArticle(base, employee.cookie);
  const targets: Target[] = [
    { name: "GET /", path: "/", cookie: employee.cookie },
    { name: "GET / (admin)", path: "/", cookie: admin.cookie },
    { name: "GET /v2/contacts", path: "/v2/contacts", cookie: editor.cookie },
    ...(department ? [{ name: `GET /v2/contacts/${department}`, path: `/v2/contacts/${department}`, cookie: employee.cookie }] : []),
    { name: "GET /structure", path: "/structure", cookie: employee.cookie },
    ...(article
      ? [
          { name: `GET ${article.page}`, path: article.page, cookie: employee.cookie },
          { name: "GET /api/wiki/guide/get", path: `/api/wiki/guide/get?id=${article.id}`, cookie: editor.cookie },
        ]
      : []),
    { name: "GET /api/user/short-cur-user-info", path: "/api/user/short-cur-user-info", cookie: employee.cookie },
    {
      name: "GET /api/search-v2/find USER иван",
      path: `/api/search-v2/find?indexName=USER&query=${encodeURIComponent("иван")}`,
      cookie: admin.cookie,
    },
  ];
  if (!department) console.log("No department category found: the contacts category page is left out");
  if (!article) console.log("No published guide article found: the guide targets are left out");

  // Warm-up: each target once, and each must answer 2xx before the load starts.
  for (const t of targets) {
    const response = await fetch(`${base}${t.path}`, { headers: { cookie: t.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${t.name} answers ${response.status} before the load`);
  }
  const rssBefore = server.rssBytes();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server?.rssBytes() ?? 0)), 500);

  // The connections shared out as evenly as they go (the first targets get one more); a target left
  // with none (fewer connections than targets) is not run.
  const plan = targets
    .map((t, i) => ({ ...t, connections: Math.floor(connections / targets.length) + (i < connections % targets.length ? 1 : 0) }))
    .filter((t) => t.connections > 0);
  const errorKinds = new Map<string, number>();
  const started = Date.now();
  const results = await Promise.all(
    plan.map((t) =>
      autocannon(
        { url: `${base}${t.path}`, connections: t.connections, duration: seconds, timeout, headers: { cookie: t.cookie } },
        (e) => {
          const kind = `${t.name}: ${e.message}`;
          errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
        },
      ),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const rssAfter = server.rssBytes();
  rssPeak = Math.max(rssPeak, rssAfter ?? 0);
  const alive = server.child.process.exitCode === null && server.child.process.signalCode === null;

  const rows: Row[] = plan.map((t, i) => {
    const r = results[i]!;
    const refused = r.statusCodeStats?.["503"]?.count ?? 0;
    return {
      target: t.name,
      connections: t.connections,
      requests: r.requests.total,
      requestsPerSecond: Math.round(r.requests.total / elapsed),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      badStatus: r["4xx"] + r["5xx"] - refused,
      refused,
      errors: r.errors - r.timeouts,
      timeouts: r.timeouts,
    };
  });
  const total = {
    requests: rows.reduce((n, r) => n + r.requests, 0),
    badStatus: rows.reduce((n, r) => n + r.badStatus, 0),
    refused: rows.reduce((n, r) => n + r.refused, 0),
    errors: rows.reduce((n, r) => n + r.errors, 0),
    timeouts: rows.reduce((n, r) => n + r.timeouts, 0),
  };

  console.log("");
  printTable(rows);
  console.log(
    `\nTotal: ${total.requests} requests in ${elapsed.toFixed(1)} s (${Math.round(total.requests / elapsed)} req/s), ` +
      `${total.refused} refused with 503, ${total.badStatus} other answers 4xx/5xx, ${total.errors} socket errors, ${total.timeouts} timeouts (no answer in ${timeout} s)`,
  );
  for (const [kind, n] of errorKinds) console.log(`  ${n} × ${kind}`);
  console.log(`Server RSS: before ${mb(rssBefore)}, peak ${mb(rssPeak)}, after ${mb(rssAfter)}`);
  if (!alive) console.error(`The server stopped during the load:\n${server.child.output()}`);

  const outFile = path.join(root, ".cache/load-results.json");
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    seconds,
    connections,
    rows,
    total,
    rssBytes: { before: rssBefore, peak: rssPeak, after: rssAfter },
  };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), outFile)}`);
  process.exitCode = total.badStatus > 0 || total.errors > 0 || total.timeouts > 0 || !alive ? 1 : 0;
} catch (error) {
  console.error(`load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  clearTimeout(deadline);
}
