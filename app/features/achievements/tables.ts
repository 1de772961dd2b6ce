// Achievements' tables: the catalogue of kinds, the awards (a kind held by a person) and the daily job's runs.
// Row types merged into the platform's Database by declaration merging. Times are ISO-8601 strings, days
// "yyyy-mm-dd", booleans 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** The rules that grant a kind by themselves: full years at the company, thanks received. */
export type AchievementRule = "YEARS" | "THANKS";

export interface AchievementKindTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** Its picture: an ACHIEVEMENT_IMAGE upload (null only for kinds made before one was chosen). */
  image_file_id: number | null;
  /** null: granted by people only; else the rule that grants it with its threshold (years or thanks). */
  rule: AchievementRule | null;
  rule_threshold: number | null;
  /** 1: in the archive (not offered for new awards, listed under «Архив»). */
  archived: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

export interface AchievementAwardTable {
  id: Generated<number>;
  kind_id: number;
  user_id: number;
  /** The day it was awarded, "yyyy-mm-dd". */
  awarded_on: string;
  /** Who granted it; null: a rule (or a person since deleted, see by_rule). */
  granted_by: number | null;
  by_rule: Generated<number>;
  comment: string | null;
  created_at: string;
}

/** One run of a daily job per day, across processes: the row is inserted first in the run's transaction. */
export interface AchievementJobRunTable {
  job: string;
  day: string;
  ran_at: string;
  made: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    achievement_kinds: AchievementKindTable;
    achievement_awards: AchievementAwardTable;
    achievement_job_runs: AchievementJobRunTable;
  }
}
