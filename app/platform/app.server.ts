// Opens the database, brings it to the latest schema, fills demo data into an empty one and builds
// the services. server.ts, the user CLI and the tests all start the portal this way.
import type { Config } from "./config.server";
import { openDb, type Db } from "./db/db.server";
import { migrate } from "./db/migrate.server";
import { seedDemo, type SeedReport } from "./db/seed.server";
import { createRateLimiter } from "./rate-limit.server";
import { smsProviderFromEnv, type SmsProvider } from "./sms/sms.server";
import { createServices, type Services } from "~/features/services.server";

export interface Portal {
  db: Db;
  services: Services;
  seeded: SeedReport | null;
  close(): Promise<void>;
}

export async function openPortal(
  config: Pick<Config, "databaseUrl" | "sqliteFile" | "dataDir" | "seedDemo">,
  options: { sms?: SmsProvider; now?: () => Date; pgSchema?: string; onQuery?: (sql: string) => void } = {},
): Promise<Portal> {
  const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: options.pgSchema, onQuery: options.onQuery });
  await migrate(db);
  const now = options.now ?? (() => new Date());
  const deps = {
    db: db.kysely,
    now,
    rate: createRateLimiter(db.kysely, now),
    sms: options.sms ?? smsProviderFromEnv(process.env, config.dataDir),
    dataDir: config.dataDir,
  };
  const services = createServices(deps);
  const seeded = config.seedDemo ? await seedDemo(deps, services) : null;
  return { db, services, seeded, close: () => db.close() };
}
