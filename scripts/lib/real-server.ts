// Starts the production server (server.ts) as a child process on a free loopback port, on a fresh
// temporary DATA_DIR (or a given one, and PostgreSQL when asked), for the bench, size, load and
// durability scripts. Builds first when there is no build.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTRA_ROUTE_ID_PREFIX } from "./extra-routes.js";
import { SERVER_MEMORY_ENV, SERVER_NODE_OPTIONS } from "../../server/memory";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The demo employee (see app/portal/seed.server.ts). */
export const DEMO_EMPLOYEE = { username: "9000000003", password: "portal2026" };
/** The demo knowledge-base editor: may add glossary terms. */
export const DEMO_EDITOR = { username: "9000000002", password: "portal2026" };
/** The demo administrator: every role. */
export const DEMO_ADMIN = { username: "9000000001", password: "portal2026" };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** How many routes of the bench's route-count experiment (scripts/lib/extra-routes.js) a server build holds. */
export function extraRoutesInBuild(serverBuildSource: string): number {
  return new Set(serverBuildSource.match(new RegExp(`"${EXTRA_ROUTE_ID_PREFIX}[0-9/]+"`, "g"))).size;
}

/**
 * Builds with `npm run build` when build/index.js, build/server.js or public/build is missing, or when
 * `extraRoutes` is given and the build holds another number of generated routes (BENCH_EXTRA_ROUTES), and
 * returns the base path the build was made for (its asset URLs carry it, so the server must run with the same one).
 */
export async function ensureBuild(extraRoutes?: number): Promise<string> {
  const serverBuild = path.join(root, "build/index.js");
  if (![serverBuild, path.join(root, "build/server.js"), path.join(root, "public/build")].every((f) => fs.existsSync(f))) {
    console.log("No build found: running npm run build…");
    await run("npm", ["run", "build"], { ...process.env, BENCH_EXTRA_ROUTES: String(extraRoutes ?? 0) });
  } else if (extraRoutes !== undefined && extraRoutesInBuild(fs.readFileSync(serverBuild, "utf8")) !== extraRoutes) {
    console.log(`Building with ${extraRoutes} generated routes (BENCH_EXTRA_ROUTES): running npm run build…`);
    await run("npm", ["run", "build"], { ...process.env, BENCH_EXTRA_ROUTES: String(extraRoutes) });
  }
  const source = fs.readFileSync(serverBuild, "utf8");
  const publicPath = /publicPath = "([^"]*)"/.exec(source)?.[1] ?? "/build/";
  return publicPath.replace(/\/build\/$/, "");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** A node child process running `script`; stop() sends SIGTERM, then SIGKILL after 5 s. */
export function startNode(args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls url until it answers with any HTTP status, or throws after timeoutMs. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`The server exited early:\n${child.output()}`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`No answer from ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

export interface RealServer {
  /** http://127.0.0.1:PORT plus the base path, no trailing slash. */
  url: string;
  origin: string;
  basePath: string;
  dataDir: string;
  child: Child;
  /** SIGTERM (SIGKILL after 5 s); removes DATA_DIR when it was a temporary one. */
  stop(): Promise<void>;
  /** The server process's resident memory now, in bytes. */
  rssBytes(): number | null;
}

export interface ServerOptions {
  /** Run on this DATA_DIR and keep it on stop (a restart on the same data); default a fresh temporary one, removed on stop. */
  dataDir?: string;
  /** A postgres:// URL: run on PostgreSQL instead of the SQLite file in DATA_DIR. */
  databaseUrl?: string;
  /** Rebuild unless the build holds exactly this many generated routes (the bench's route-count experiment). */
  extraRoutes?: number;
  /** Options for node before the script (e.g. --cpu-prof for scripts/profile-routes.ts). */
  nodeArgs?: string[];
  /** Another copy of the built server to run (default build/server.js); it serves the build and public/ beside it. */
  serverScript?: string;
  /** More environment for the server (the push bench's WEB_PUSH_ALLOWED_HOSTS and NODE_EXTRA_CA_CERTS). */
  env?: Record<string, string>;
}

/**
 * server.ts in production mode, bound to 127.0.0.1, with the demo data (seeded when the database is
 * empty): on a fresh SQLite database unless options say otherwise.
 */
export async function startRealServer(options: ServerOptions = {}): Promise<RealServer> {
  const basePath = await ensureBuild(options.extraRoutes);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "portal-measure-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BASE_PATH: basePath,
    SEED_DEMO: "1",
    COOKIE_SECURE: "0",
  };
  // Only the database asked for and the outbox, whatever the caller's shell has set.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  delete env.SMS_PROVIDER;
  delete env.SMS_OUTBOX_FILE;
  delete env.TRUST_PROXY;
  // Files on this DATA_DIR unless a bucket is asked for (the cluster's).
  for (const name of Object.keys(env)) if (name.startsWith("FILES_S3_")) delete env[name];
  Object.assign(env, SERVER_MEMORY_ENV, options.env);
  const child = startNode([...SERVER_NODE_OPTIONS, ...(options.nodeArgs ?? []), options.serverScript ?? "build/server.js"], env);
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}${basePath}`;
  const stop = async () => {
    await child.stop();
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/login`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, origin, basePath, dataDir, child, stop, rssBytes: () => rssOf(child.process.pid) };
}

/** Resident memory of a process in bytes (VmRSS in /proc/<pid>/status), null when it cannot be read. */
export function rssOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used so far in ms (utime + stime in /proc/<pid>/stat, ticks of 10 ms), null when it
 * cannot be read. Per request it is a steadier measure than req/s on a machine other work shares.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Signs in through POST /api/login and returns the session cookie ("portal_session=…"). */
export function signIn(server: RealServer, account = DEMO_EMPLOYEE): Promise<{ cookie: string; accessToken: string }> {
  return signInAt(server.url, account);
}

/** signIn at a portal's address (one process, or nginx in front of several). */
export async function signInAt(base: string, account = DEMO_EMPLOYEE): Promise<{ cookie: string; accessToken: string }> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { responseCode: number; errorMessage: string | null; response: { accessToken: string } | null };
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("portal_session=") && c.length > "portal_session=".length);
  if (body.responseCode !== 0 || !session || !body.response) {
    throw new Error(`Sign-in failed (${response.status}): ${body.errorMessage ?? "no session cookie"}`);
  }
  return { cookie: session, accessToken: body.response.accessToken };
}

/** "/knowledge/guide/{path}/article/{id}" of the first published demo article the signed-in person reads, with its id. */
export async function firstGuideArticle(base: string, cookie: string): Promise<{ page: string; id: number } | null> {
  const json = async (url: string) =>
    ((await (await fetch(`${base}/api${url}`, { headers: { cookie } })).json().catch(() => null)) as { response?: unknown } | null)
      ?.response;
  type Node = { id: number; childrenList?: Node[] };
  const sections: Node[] = [];
  const walk = (nodes: Node[]) => nodes.forEach((n) => (sections.push(n), walk(n.childrenList ?? [])));
  walk(((await json("/wiki/guide/categories/get-all-list")) as Node[] | undefined) ?? []);
  for (const section of sections) {
    const articles =
      ((await json(`/wiki/guide/list-by-cat?categoryId=${section.id}`)) as { id: number; status: string }[] | undefined) ?? [];
    const first = articles.find((a) => a.status === "PUBLISHED");
    if (!first) continue;
    const article = (await json(`/wiki/guide/get?id=${first.id}`)) as { path?: number[] } | undefined;
    if (article?.path) return { page: `/knowledge/guide/${article.path.join("/")}/article/${first.id}`, id: first.id };
  }
  return null;
}

/** "rootId/childId" of a department's contact category, found through the search API. */
export async function firstDepartmentCategoryPath(base: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${base}/api/search-v2/find?indexName=DEPARTMENT&query=${encodeURIComponent("отдел")}&limit=1`, {
    headers: { cookie },
  });
  const body = (await response.json().catch(() => null)) as { response?: { objects?: { categoryIdBreadCrumb?: string | null }[] } } | null;
  return body?.response?.objects?.[0]?.categoryIdBreadCrumb ?? null;
}
