import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./db.server";

/**
 * Brings the database to the latest schema with these migrations (app/portal/migrations.server.ts merges
 * every feature's). They run in name order; one named before a migration already run (a branch that landed
 * after another's later-stamped one) still runs, since features' migrations do not depend on each other's
 * order within a day's work.
 */
export async function migrate(db: Db, migrations: Readonly<Record<string, Migration>>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  // The schema is named so the migrator does not mistake another schema's migration tables for ours.
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: db.schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
