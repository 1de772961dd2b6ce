// Opens the database, brings it to the latest schema, builds the features from their manifests,
// registers their event consumers, fills demo data into an empty database. server.ts, the user CLI
// and the tests all start the portal this way.
import type { Config } from "~/platform/config.server";
import type { WebPushOverrides } from "~/platform/deps.server";
import type { Services } from "~/platform/services";
import { openDb, type Db, type DbOptions } from "~/platform/db/db.server";
import { migrate } from "~/platform/db/migrate.server";
import { portalMigrations } from "./migrations.server";
import { createRateLimiter } from "~/platform/rate-limit.server";
import { smsProviderFromEnv, type SmsProvider } from "~/platform/sms/sms.server";
import { createOutbox, subscribeConsumers, type Outbox } from "~/platform/events.server";
import { buildPortalFeatures } from "./registry.server";
import { createS3Storage } from "~/platform/files/s3-storage.server";
import { seedDemo, type SeedReport } from "./seed.server";
import { createActivity, type Activity } from "~/platform/activity.server";

export interface Portal {
  db: Db;
  services: Services;
  /** Every feature's event consumers; server.ts delivers what is due in its housekeeping. */
  outbox: Outbox;
  seeded: SeedReport | null;
  /** Where the server tells each request it answered (the features' observers count them). */
  activity: Activity;
  /** Background work calls started (a search rebuild) has ended: what a test waits for before it reads the data. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function openPortal(
  config: Pick<Config, "databaseUrl" | "sqliteFile" | "dataDir" | "seedDemo"> & Partial<Pick<Config, "filesS3">>,
  options: {
    sms?: SmsProvider;
    now?: () => Date;
    pgSchema?: string;
    onQuery?: DbOptions["onQuery"];
    webPush?: WebPushOverrides;
    /** People of the demo's directory besides its accounts (a test's smaller demo). */
    demoEmployees?: number;
  } = {},
): Promise<Portal> {
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    pgSchema: options.pgSchema,
    onQuery: options.onQuery,
  });
  const now = options.now ?? (() => new Date());
  // One client for every module that stores files (files, the feed's posters, video jobs).
  const fileStorage = config.filesS3 ? await createS3Storage(config.filesS3) : undefined;
  const activity = createActivity();
  const deps = {
    db: db.kysely,
    now,
    rate: createRateLimiter(db.kysely, now),
    sms: options.sms ?? smsProviderFromEnv(process.env, config.dataDir),
    dataDir: config.dataDir,
    fileStorage,
    database: { dialect: db.dialect, url: config.databaseUrl, schema: db.schema },
    webPush: options.webPush,
    activity,
  };
  const { services, consumers, activityObservers, start, stop, settled } = buildPortalFeatures(deps);
  for (const observer of activityObservers) activity.add(observer);
  // Processes started together on one PostgreSQL take turns: the first migrates, fills the demo data and
  // builds the search indexes; the others find them done.
  const { outbox, seeded } = await db.exclusive("portal start", async () => {
    await migrate(db, portalMigrations);
    // Before anything is written: an event gets a delivery for each consumer subscribed at its commit.
    await subscribeConsumers(db.kysely, consumers);
    const outbox = createOutbox(db.kysely, now, consumers);
    const seeded = config.seedDemo ? await seedDemo(deps, services, options.demoEmployees) : null;
    await start();
    return { outbox, seeded };
  });
  await db.optimize();
  const close = async () => {
    // What features keep open (live streams, LISTEN connections, pushes in flight) ends before the database.
    await stop();
    await db.close();
    fileStorage?.close();
  };
  return { db, services, outbox, seeded, activity, settled, close };
}
