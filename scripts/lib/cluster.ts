// Several portal processes on one PostgreSQL database behind nginx (deploy/nginx.conf.template): what
// `npm run cluster` starts for trying and the cluster test for proving. Files are on one DATA_DIR the
// processes share (one machine).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeDownPages } from "./nginx-down";
import { freePort, root, startRealServer, type RealServer } from "./real-server";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Cluster {
  /** nginx's address: http://127.0.0.1:PORT plus the base path. */
  url: string;
  processes: RealServer[];
  /** The upstream address («127.0.0.1:PORT») of each process, in the order of `processes`. */
  upstreams: string[];
  dataDir: string;
  stop(): Promise<void>;
}

/** The template with its marks filled in. */
export function nginxConfig(options: { prefix: string; listen: string; upstreams: string[]; basePath?: string }): string {
  const template = fs.readFileSync(path.join(root, "deploy/nginx.conf.template"), "utf8");
  return template
    .replaceAll("{{PREFIX}}", options.prefix)
    .replaceAll("{{BASE_PATH}}", options.basePath ?? "")
    .replaceAll("{{LISTEN}}", options.listen)
    .replaceAll("{{UPSTREAM_SERVERS}}", options.upstreams.map((u) => `    server ${u} max_fails=0;`).join("\n"));
}

export async function startCluster(options: {
  databaseUrl: string;
  processes?: number;
  port?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (Debian: apt-get install nginx)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cluster-"));
  const prefix = path.join(dataDir, "nginx");
  fs.mkdirSync(prefix, { recursive: true });
  const processes: RealServer[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await Promise.all(processes.map((p) => p.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Started together: they take turns at the start (migrations, demo data, search indexes) by themselves.
    const started = await Promise.allSettled(
      Array.from({ length: options.processes ?? 3 }, () =>
        startRealServer({ databaseUrl: options.databaseUrl, dataDir, env: { TRUST_PROXY: "loopback", ...options.env } }),
      ),
    );
    for (const s of started) if (s.status === "fulfilled") processes.push(s.value);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
    if (failed) throw failed.reason;
    const upstreams = processes.map((p) => new URL(p.origin).host);
    const port = options.port ?? (await freePort());
    const config = path.join(prefix, "nginx.conf");
    const basePath = processes[0]!.basePath;
    writeDownPages(prefix, basePath);
    fs.writeFileSync(config, nginxConfig({ prefix, listen: `127.0.0.1:${port}`, upstreams, basePath }));
    let output = "";
    // Run as root (CI, a container), its workers would be «nobody» and could not write the private temp folder.
    const global = process.getuid?.() === 0 ? "daemon off; user root;" : "daemon off;";
    nginx = spawn(NGINX, ["-p", prefix, "-c", config, "-g", global], { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const url = `http://127.0.0.1:${port}${processes[0]!.basePath}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${output}${readIfThere(path.join(prefix, "error.log"))}`);
      try {
        await (await fetch(`${url}/login`)).arrayBuffer();
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx does not answer at ${url}: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return { url, processes, upstreams, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
