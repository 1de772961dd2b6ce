// О компании's tables: their row types, merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

/** A page as it now is (one row per slug, written by its first save). */
export interface CompanyPageTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Safe HTML (sanitized on save). */
  body: string;
  /** Its latest version's number: an edit form sends it back, a stale save is refused. */
  version: number;
  updated_at: string;
  /** Who saved it last; null once that person is deleted. */
  updated_by: number | null;
}

/** Every save of a page, whole: the history, each version viewable and restorable. */
export interface CompanyPageVersionTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  title: string;
  body: string;
  created_at: string;
  user_id: number | null;
  /** A restore: the version it brought back. */
  restored_from: number | null;
}

export interface CompanyCompetenceTable {
  id: Generated<number>;
  title: string;
  /** Plain text (paragraphs by blank lines). */
  description: string;
  /** Its place on /competencies (lower first). */
  sort: number;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    company_pages: CompanyPageTable;
    company_page_versions: CompanyPageVersionTable;
    company_competences: CompanyCompetenceTable;
  }
}
