// s3rver (the tests' S3-compatible server, npm, patched in patches/) as a process of its own on a free
// loopback port: for `npm run cluster`, the chaos run and the files bench, where the portal's processes
// (or the bench) should not share an event loop with the store they talk to, as they would not with a
// real one. The bucket is made at start; the objects live in `directory`.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { freePort, root } from "./real-server";
import type { S3Settings } from "../../app/platform/files/s3-storage.server";

/** The bucket the local server makes (the tests' name, tests/helpers/s3.ts). */
export const LOCAL_BUCKET = "portal-files";
/** s3rver's one key pair: it checks the portal's request signatures with it. */
const KEY = "S3RVER";

export interface S3rverProcess {
  endpoint: string;
  /** Settings for a store opened here (createS3Storage), under `prefix`. */
  settings(prefix?: string): S3Settings;
  /** The same as a portal process reads them (FILES_S3_*). */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export async function startS3rverProcess(directory: string): Promise<S3rverProcess> {
  const port = await freePort();
  const args = ["-d", directory, "-a", "127.0.0.1", "-p", String(port), "--configure-bucket", LOCAL_BUCKET, "--silent"];
  const child = spawn(process.execPath, [path.join(root, "node_modules/s3rver/bin/s3rver.js"), ...args], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  for (let tries = 0; !(await answers(port)); tries += 1) {
    if (child.exitCode !== null || tries > 100) {
      await stop();
      throw new Error(`s3rver did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (prefix = "") => ({
      endpoint,
      bucket: LOCAL_BUCKET,
      region: "us-east-1",
      accessKeyId: KEY,
      secretAccessKey: KEY,
      prefix,
      forcePathStyle: true,
    }),
    env: (prefix = "") => ({
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_BUCKET: LOCAL_BUCKET,
      FILES_S3_ACCESS_KEY_ID: KEY,
      FILES_S3_SECRET_ACCESS_KEY: KEY,
      FILES_S3_PREFIX: prefix,
    }),
    stop,
  };
}
