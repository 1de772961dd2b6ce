// The best-in-profession contest's tables: its years and each year's winners, merged into the platform's
// Database (kysely's schema) by declaration merging. Times are ISO-8601 strings.
import type { Generated } from "kysely";

export interface ProfessionalYearTable {
  id: Generated<number>;
  year: number;
  title: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface ProfessionalWinnerTable {
  id: Generated<number>;
  year_id: number;
  user_id: number;
  profession: string;
  region: string;
  /** 1, 2 or 3; null: a nomination instead of a place. */
  place: number | null;
  nomination: string | null;
  /** A short text about the winner, plain. */
  text: string;
  photo_file_id: number | null;
  /** The photo's serving path (files' filePath), so a list draws photos without asking the files one by one. */
  photo_path: string | null;
  created_at: string;
  updated_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    professional_years: ProfessionalYearTable;
    professional_winners: ProfessionalWinnerTable;
  }
}
