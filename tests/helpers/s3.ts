// A local S3-compatible server for the tests: s3rver answers the S3 API in this process, on a free port of
// the loopback, over a temp folder, with the bucket made. It checks request signatures with its one key
// pair (S3RVER/S3RVER), so the portal's signing is exercised as against a real server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../app/platform/files/s3-storage.server";

export const TEST_BUCKET = "portal-files";

export interface TestS3 {
  endpoint: string;
  /** "METHOD /path?query" of every request the server answered, oldest first. */
  requests: string[];
  /** Settings for the portal or a store, under this prefix ("" for the bucket's root). */
  settings(prefix?: string): S3Settings;
  /** The same settings as the environment spells them (scripts, readConfig). */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const requests: string[] = [];
  server.middleware.unshift(async (ctx, next) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    requests,
    settings: (prefix = "") => ({
      endpoint,
      bucket: TEST_BUCKET,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      prefix,
      forcePathStyle: true,
    }),
    env: (prefix = "") => ({
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_BUCKET: TEST_BUCKET,
      FILES_S3_ACCESS_KEY_ID: "S3RVER",
      FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
      FILES_S3_PREFIX: prefix,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
