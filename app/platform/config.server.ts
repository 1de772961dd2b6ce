import path from "node:path";

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
}

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
  };
}
