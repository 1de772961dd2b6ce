// The corporate university's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

export interface UniversityCourseTable {
  id: Generated<number>;
  /** The direction it is grouped under («Управление»): a name editors type, the filter's value. */
  direction: string;
  title: string;
  summary: string;
  /** offline | online | blended (limits.ts COURSE_FORMATS). */
  format: string;
  hours: number;
  audience: string;
  /** An external address or a portal page (the education catalogue's /education/1/3), "" when none. */
  link: string;
  cover_file_id: number | null;
  cover_path: string | null;
  /** Its place within its direction (smaller first); editors move it up and down. */
  position: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

export interface UniversityLiteratureTable {
  id: Generated<number>;
  /** book | article | material (limits.ts LITERATURE_KINDS). */
  kind: string;
  title: string;
  author: string;
  description: string;
  topic: string;
  link: string;
  file_id: number | null;
  file_path: string | null;
  file_name: string | null;
  file_size: number | null;
  /**
   * Title, author and description lower-cased with ё folded to е, written with the row: the search box matches
   * it with LIKE the same way on SQLite (whose lower() leaves Cyrillic alone) and PostgreSQL.
   */
  search_text: string;
  /** Its place in the list (smaller first); editors move it up and down. */
  position: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    university_courses: UniversityCourseTable;
    university_literature: UniversityLiteratureTable;
  }
}
