import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./db.server";
import * as m0001 from "./migrations/0001_foundation";
import * as m0002 from "./migrations/0002_people";
import * as m0003 from "./migrations/0003_finder";
import * as m0004 from "./migrations/0004_files";
import * as m0005 from "./migrations/0005_documents";
import * as m0006 from "./migrations/0006_faq_glossary";
import * as m0007 from "./migrations/0007_guide";
import * as m0008 from "./migrations/0008_guide_body_files";
import * as m0009 from "./migrations/0009_auth_hardening";
import * as m0011 from "./migrations/0011_edit_versions";
import * as m0012 from "./migrations/0012_event_deliveries";
import * as m0013 from "./migrations/0013_feed";
import * as m0014 from "./migrations/0014_video_jobs";
import * as m0015 from "./migrations/0015_notification_pages";
import * as m0016 from "./migrations/0016_notification_engine";
import * as m0017 from "./migrations/0017_claims";
import * as m0018 from "./migrations/0018_web_push";
import * as m0019 from "./migrations/0019_claims_by_status";
import * as m0020 from "./migrations/0020_groups";
import * as m0021 from "./migrations/0021_group_article_previews";
import * as m0022 from "./migrations/0022_vacancies";
import * as m0023 from "./migrations/0023_whole_statistics";
import * as m0024 from "./migrations/0024_search_index";
import * as m0025 from "./migrations/0025_search_statistics";
import * as m0026 from "./migrations/0026_drop_moved_search_keys";
import * as m0027 from "./migrations/0027_search_fts_tiers";

// Listed here, not read from disk, so the same migrations run from tsx, the Remix build and tests.
const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_people": m0002,
  "0003_finder": m0003,
  "0004_files": m0004,
  "0005_documents": m0005,
  "0006_faq_glossary": m0006,
  "0007_guide": m0007,
  "0008_guide_body_files": m0008,
  "0009_auth_hardening": m0009,
  "0011_edit_versions": m0011,
  "0012_event_deliveries": m0012,
  "0013_feed": m0013,
  "0014_video_jobs": m0014,
  "0015_notification_pages": m0015,
  "0016_notification_engine": m0016,
  "0017_claims": m0017,
  "0018_web_push": m0018,
  "0019_claims_by_status": m0019,
  "0020_groups": m0020,
  "0021_group_article_previews": m0021,
  "0022_vacancies": m0022,
  "0023_whole_statistics": m0023,
  "0024_search_index": m0024,
  "0025_search_statistics": m0025,
  "0026_drop_moved_search_keys": m0026,
  "0027_search_fts_tiers": m0027,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  // The schema is named so the migrator does not mistake another schema's migration tables for ours.
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: db.schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
