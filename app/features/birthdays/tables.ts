// The birthdays feature's tables: poster templates, the day's congratulations with their wishes, and the
// record of the daily job's runs. Row types merged into the platform's Database by declaration merging.
// Times are ISO-8601 strings, days "yyyy-mm-dd" (Moscow), as everywhere.
import type { Generated } from "kysely";

export type PosterKind = "BIRTHDAY" | "CAREER";
/** BIRTHDAY; POSITION: a new position; ANNIVERSARY: years with the company. */
export type CongratulationKind = "BIRTHDAY" | "POSITION" | "ANNIVERSARY";

/** One template per kind of poster: its background and its text with placeholders ({name}, {years}…). */
export interface PosterTemplateTable {
  kind: PosterKind;
  text: string;
  /** A POSTER_BACKGROUND file; null: the plain gradient. */
  background_file_id: number | null;
  updated_at: string;
  updated_by: number | null;
}

export interface CongratulationTable {
  id: Generated<number>;
  user_id: number;
  kind: CongratulationKind;
  day: string;
  /** The poster's text with its placeholders filled on the day (a later template change leaves it as it was). */
  text: string;
  background_file_id: number | null;
  created_at: string;
}

export interface WishTable {
  id: Generated<number>;
  congratulation_id: number;
  author_id: number;
  /** Plain text (never HTML). */
  text: string;
  created_at: string;
}

/** A daily job's day, written in the transaction of its work: the unique (job, day) makes it run once. */
export interface JobRunTable {
  job: string;
  day: string;
  ran_at: string;
  made: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    birthdays_poster_templates: PosterTemplateTable;
    birthdays_congratulations: CongratulationTable;
    birthdays_wishes: WishTable;
    birthdays_job_runs: JobRunTable;
  }
}
