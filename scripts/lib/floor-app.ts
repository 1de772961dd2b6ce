// The framework's floor for `npm run bench`: scripts/bench-floor (a trivial two-route Remix v2 app on the
// portal's own Remix packages and future flags) built into .cache/bench-floor/ and served beside the portal,
// so a page can be read as a share of what Remix itself costs on this machine. BENCH_EXTRA_ROUTES adds the
// same generated routes as to the portal (scripts/lib/extra-routes.js).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort, root, startNode, waitForHttp, type Child } from "./real-server";

export interface FloorApp {
  url: string;
  child: Child;
  stop(): Promise<void>;
}

/** Builds the floor app with `extraRoutes` generated routes (a fresh build each run: it takes a few seconds). */
async function buildFloor(extraRoutes: number): Promise<string> {
  const out = path.join(root, ".cache/bench-floor", `extra-${extraRoutes}`);
  fs.rmSync(out, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", BENCH_FLOOR_OUT: out, BENCH_EXTRA_ROUTES: String(extraRoutes) };
  const remix = path.join(root, "node_modules/.bin/remix");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(remix, ["build", "scripts/bench-floor"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output += chunk.toString("utf8"));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`building the floor app failed (${code}):\n${output}`))));
  });
  return out;
}

/** Builds and starts the floor app (production mode, loopback) with `extraRoutes` generated routes. */
export async function startFloorApp(extraRoutes: number, nodeArgs: string[] = []): Promise<FloorApp> {
  const out = await buildFloor(extraRoutes);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), BENCH_FLOOR_OUT: out };
  const child = startNode([...nodeArgs, "scripts/bench-floor/server.mjs"], env);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, child, 60_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, child, stop: () => child.stop() };
}
