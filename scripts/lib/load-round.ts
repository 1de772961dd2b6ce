// One round of `npm run load` (and of `npm run soak`): the signed-in pages and /api calls of the demo, all at
// once, the connections shared out among them, against a portal at `base` (one process, or nginx in front
// of several). Returns a row per target and the totals.
import { autocannon } from "./autocannon";
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_EMPLOYEE, firstDepartmentCategoryPath, firstGuideArticle, signInAt } from "./real-server";

export interface Target {
  name: string;
  path: string;
  cookie: string;
}

export interface LoadRow {
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

export interface LoadTotals {
  requests: number;
  requestsPerSecond: number;
  badStatus: number;
  refused: number;
  errors: number;
  timeouts: number;
  /** The pages' (not /api) p99: what issue #38 bounds at 2 s. */
  pagesP99Ms: number;
}

/** The demo's targets on the portal at `base`, as three demo people; each must answer 2xx once first. */
export async function loadTargets(base: string): Promise<Target[]> {
  // Three demo people, so sessions and per-person work (menus, favourites, rights) vary.
  const [employee, editor, admin] = await Promise.all([
    signInAt(base, DEMO_EMPLOYEE),
    signInAt(base, DEMO_EDITOR),
    signInAt(base, DEMO_ADMIN),
  ]);
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
  for (const t of targets) {
    const response = await fetch(`${base}${t.path}`, { headers: { cookie: t.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${t.name} answers ${response.status} before the load`);
  }
  return targets;
}

/** `connections` clients for `seconds` over every target at once; socket errors are counted by kind in `errorKinds`. */
export async function loadRound(
  base: string,
  targets: Target[],
  options: { connections: number; seconds: number; timeout: number; errorKinds?: Map<string, number> },
): Promise<{ rows: LoadRow[]; total: LoadTotals }> {
  const { connections, seconds, timeout, errorKinds } = options;
  // The connections shared out as evenly as they go (the first targets get one more); a target left
  // with none (fewer connections than targets) is not run.
  const plan = targets
    .map((t, i) => ({ ...t, connections: Math.floor(connections / targets.length) + (i < connections % targets.length ? 1 : 0) }))
    .filter((t) => t.connections > 0);
  const started = Date.now();
  const results = await Promise.all(
    plan.map((t) =>
      autocannon(
        { url: `${base}${t.path}`, connections: t.connections, duration: seconds, timeout, headers: { cookie: t.cookie } },
        (e) => {
          const kind = `${t.name}: ${e.message}`;
          errorKinds?.set(kind, (errorKinds.get(kind) ?? 0) + 1);
        },
      ),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  const rows: LoadRow[] = plan.map((t, i) => {
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
  const sum = (key: keyof LoadRow) => rows.reduce((n, r) => n + Number(r[key]), 0);
  const pages = rows.filter((r) => !r.target.startsWith("GET /api/"));
  const total: LoadTotals = {
    requests: sum("requests"),
    requestsPerSecond: Math.round(sum("requests") / elapsed),
    badStatus: sum("badStatus"),
    refused: sum("refused"),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    pagesP99Ms: Math.max(0, ...pages.map((r) => r.p99Ms)),
  };
  return { rows, total };
}

export function printLoadTable(rows: LoadRow[]) {
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

export const totalsLine = (t: LoadTotals, seconds: number, timeout: number) =>
  `${t.requests} requests in ${seconds} s (${t.requestsPerSecond} req/s), pages p99 ${t.pagesP99Ms} ms, ${t.refused} refused with 503, ` +
  `${t.badStatus} other answers 4xx/5xx, ${t.errors} socket errors, ${t.timeouts} timeouts (no answer in ${timeout} s)`;
