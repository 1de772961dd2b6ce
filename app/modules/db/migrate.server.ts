import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./db.server";
import * as m0001 from "./migrations/0001_foundation";
import * as m0002 from "./migrations/0002_people";

// Listed here, not read from disk, so the same migrations run from tsx, the Remix build and tests.
const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_people": m0002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  // kysely looks for its migration tables among the tables of every schema; with several schemas in
  // one database (parallel test files) it must be told which one is ours, or it finds another's.
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: db.pgSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
