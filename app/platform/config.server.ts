import path from "node:path";
import type { S3Settings } from "./files/s3-storage.server";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** "" or a path like "/portal" (no trailing slash). */
  basePath: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** Set the Secure flag on cookies (behind HTTPS). */
  cookieSecure: boolean;
  /** Express "trust proxy": how to find the client address behind a load balancer. */
  trustProxy: string | undefined;
  /** Fill an empty database with demo data at start. */
  seedDemo: boolean;
  production: boolean;
  /** How much one process takes on at once before it answers 503 (server/load-gate.ts). */
  requestLimits: RequestLimits;
  /** Uploaded files in an S3-compatible bucket (FILES_S3_BUCKET set), or null: DATA_DIR/files. */
  filesS3: S3Settings | null;
}

export interface RequestLimits {
  /** Requests served at once; the others wait their turn. */
  maxActive: number;
  /** Requests waiting; one more is refused at once. */
  maxQueued: number;
  /** How long a read (GET, HEAD) may wait for its turn, in ms. */
  maxWaitMs: number;
  /** How long a write may wait for its turn, in ms: a refused form post must be sent again. */
  maxWaitWriteMs: number;
}

/** Sized for one process on a 2-core machine: more at once only makes every answer slower. */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = { maxActive: 16, maxQueued: 256, maxWaitMs: 5_000, maxWaitWriteMs: 30_000 };

export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? "").trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? "data");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    basePath: normalizeBasePath(env.BASE_PATH),
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: path.join(dataDir, "portal.sqlite"),
    cookieSecure: env.COOKIE_SECURE === "1" || env.COOKIE_SECURE === "true",
    trustProxy: env.TRUST_PROXY || undefined,
    seedDemo: env.SEED_DEMO !== "0" && env.SEED_DEMO !== "false",
    production: env.NODE_ENV === "production",
    requestLimits: {
      maxActive: positive(env.MAX_ACTIVE_REQUESTS, DEFAULT_REQUEST_LIMITS.maxActive),
      maxQueued: positive(env.MAX_QUEUED_REQUESTS, DEFAULT_REQUEST_LIMITS.maxQueued),
      maxWaitMs: positive(env.MAX_QUEUE_WAIT_MS, DEFAULT_REQUEST_LIMITS.maxWaitMs),
      maxWaitWriteMs: positive(env.MAX_QUEUE_WAIT_WRITE_MS, DEFAULT_REQUEST_LIMITS.maxWaitWriteMs),
    },
    filesS3: readS3Settings(env),
  };
}

/** The bucket's settings when FILES_S3_BUCKET is set; a key without its secret is a mistake, not a fallback. */
export function readS3Settings(env: Record<string, string | undefined>): S3Settings | null {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error("Set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials)");
  }
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.FILES_S3_FORCE_PATH_STYLE;
  return {
    endpoint,
    bucket,
    region: env.FILES_S3_REGION?.trim() || "us-east-1",
    accessKeyId,
    secretAccessKey,
    prefix: env.FILES_S3_PREFIX ?? "",
    // A server of one's own (MinIO and the like) is addressed by path; AWS itself by virtual host.
    forcePathStyle: pathStyle ? pathStyle === "1" || pathStyle === "true" : endpoint !== undefined,
  };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}
