// Several portal processes on one PostgreSQL database behind nginx (deploy/nginx.conf.template): what
// `npm run cluster` starts for trying and the cluster test for proving. As on several machines, they share
// nothing on disk: each has a DATA_DIR of its own, and uploads and profile photos go to an S3-compatible
// bucket — the one FILES_S3_* names, or a local s3rver in a process of its own started here.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeDownPages } from "./nginx-down";
import { freePort, root, startRealServer, type RealServer } from "./real-server";
import { startS3rverProcess, type S3rverProcess } from "./s3rver-process";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Cluster {
  /** nginx's address: http://127.0.0.1:PORT plus the base path. */
  url: string;
  processes: RealServer[];
  /** The upstream address («127.0.0.1:PORT») of each process, in the order of `processes`. */
  upstreams: string[];
  /** The cluster's own folder: nginx's prefix, each process's DATA_DIR (process-N), the local bucket's objects. */
  dir: string;
  /** The processes' FILES_S3_* settings. */
  filesS3: Record<string, string>;
  /** The local s3rver when no bucket was given, else null. */
  s3rver: S3rverProcess | null;
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
  /** The bucket's FILES_S3_* settings; unset: a local s3rver, stopped with the cluster. */
  filesS3?: Record<string, string>;
}): Promise<Cluster> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (Debian: apt-get install nginx)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cluster-"));
  const prefix = path.join(dir, "nginx");
  fs.mkdirSync(prefix, { recursive: true });
  const processes: RealServer[] = [];
  let nginx: ChildProcess | null = null;
  let s3rver: S3rverProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await Promise.all(processes.map((p) => p.stop()));
    await s3rver?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Before the processes: the demo data stores files as it is seeded.
    if (!options.filesS3) s3rver = await startS3rverProcess(path.join(dir, "s3rver"));
    const filesS3 = options.filesS3 ?? s3rver!.env();
    // Started together: they take turns at the start (migrations, demo data, search indexes) by themselves.
    // A DATA_DIR each: what stays there (the SMS outbox) is the process's own, as on separate machines.
    const started = await Promise.allSettled(
      Array.from({ length: options.processes ?? 3 }, (_, i) => {
        const dataDir = path.join(dir, `process-${i + 1}`);
        fs.mkdirSync(dataDir);
        return startRealServer({ databaseUrl: options.databaseUrl, dataDir, env: { TRUST_PROXY: "loopback", ...filesS3, ...options.env } });
      }),
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
    return { url, processes, upstreams, dir, filesS3, s3rver, stop };
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
