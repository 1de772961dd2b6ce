// The FAQ's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** A FAQ category (0006); category FAQ_PORTAL_ID is the "Помощь" of the header. */
export interface FaqCategoryTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  sort: Generated<number>;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

/** A question of a FAQ category (0006); the answer is sanitized HTML. */
export interface FaqQuestionTable {
  id: Generated<number>;
  category_id: number;
  question: string;
  answer_new_editor: string;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

declare module "~/platform/db/schema" {
  interface Database {
    faq_categories: FaqCategoryTable;
    faq_questions: FaqQuestionTable;
  }
}
