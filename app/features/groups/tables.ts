// The groups' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface GroupTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  search_name: string;
  avatar_file_id: number | null;
  cover_file_id: number | null;
  config_close: Generated<number>;
  sort: Generated<number>;
  messages_enabled: Generated<number>;
  user_count: Generated<number>;
  author_id: number | null;
  is_delete: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface GroupMemberTable {
  group_id: number;
  user_id: number;
  is_manager: Generated<number>;
  member_key: string;
  created_at: string;
}

/** group_subjects and group_resolution_types: a group's named options of its messages. */
export interface GroupOptionTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  sort: Generated<number>;
}

export interface GroupArticleTable {
  id: Generated<number>;
  group_id: number;
  author_id: number | null;
  name: string;
  content: string;
  content_new_editor: string | null;
  new_editor: Generated<number>;
  preview_file_id: number | null;
  status: "PUBLISH" | "DRAFT";
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A file an article's body names by its keyed address: written at each save, read by the files' guard. */
export interface GroupArticleBodyFileTable {
  article_id: number;
  file_id: number;
}

export interface GroupMessageTable {
  claim_id: number;
  group_id: number;
  subject_id: number | null;
  resolution_type_id: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    groups: GroupTable;
    group_members: GroupMemberTable;
    group_subjects: GroupOptionTable;
    group_resolution_types: GroupOptionTable;
    group_articles: GroupArticleTable;
    group_article_body_files: GroupArticleBodyFileTable;
    group_messages: GroupMessageTable;
  }
}
