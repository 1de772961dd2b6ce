// The company guide's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface WikiRoleTable {
  id: Generated<number>;
  name: string;
  /** 1: everyone belongs to the role (the demo's "Все сотрудники"), whatever their position (0007). */
  all_employees: Generated<number>;
}

export interface TagTable {
  id: Generated<number>;
  value: string;
}

/** A section of the company guide (0007); parent_id null = a top section; deleting sets is_deleted = 1. */
export interface GuideSectionTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  is_deleted: Generated<number>;
  created_by: number | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

export type GuideAccessKind = "DEPARTMENT" | "USER" | "ROLE";

/** One entry of a section's access list (0007): a department (with its sub-departments), a person or a wiki role. */
export interface GuideSectionAccessTable {
  section_id: number;
  kind: GuideAccessKind;
  object_id: number;
}

/** A person who edits a section and everything below it (0007, ours). */
export interface GuideSectionEditorTable {
  section_id: number;
  user_id: number;
}

/** Who belongs to a wiki role: the holders of these positions (0007). */
export interface WikiRolePositionTable {
  role_id: number;
  position_id: number;
}

export type GuideArticleStatus = "PUBLISHED" | "DRAFT" | "ARCHIVE";

/** A guide article (0007). content: the old editor's JSON blocks; content_new_editor: sanitized HTML. */
export interface GuideArticleTable {
  id: Generated<number>;
  section_id: number;
  name: string;
  status: GuideArticleStatus;
  content: string | null;
  content_new_editor: string | null;
  new_editor: Generated<number>;
  sort: Generated<number>;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  last_update_user_id: number | null;
  /** When it was last published. */
  publish_date: string | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

/** A file an article's body shows (0008), refreshed at every save. */
export interface GuideArticleBodyFileTable {
  article_id: number;
  file_id: number;
}

export interface GuideArticleFileTable {
  article_id: number;
  file_id: number;
  sort: Generated<number>;
}

export interface GuideArticleTagTable {
  article_id: number;
  tag_id: number;
}

/** Roles to notify about the article (0007). */
export interface GuideArticleRoleTable {
  article_id: number;
  role_id: number;
}

/** Every save of an article (0007): version 1, 2, 3…; file_ids and tags are JSON arrays. */
export interface GuideArticleVersionTable {
  id: Generated<number>;
  article_id: number;
  version: number;
  name: string;
  section_id: number;
  status: GuideArticleStatus;
  content: string | null;
  content_new_editor: string | null;
  new_editor: number;
  file_ids: string;
  tags: string;
  created_at: string;
  user_id: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    wiki_roles: WikiRoleTable;
    tags: TagTable;
    guide_sections: GuideSectionTable;
    guide_section_access: GuideSectionAccessTable;
    guide_section_editors: GuideSectionEditorTable;
    wiki_role_positions: WikiRolePositionTable;
    guide_articles: GuideArticleTable;
    guide_article_files: GuideArticleFileTable;
    guide_article_body_files: GuideArticleBodyFileTable;
    guide_article_tags: GuideArticleTagTable;
    guide_article_roles: GuideArticleRoleTable;
    guide_article_versions: GuideArticleVersionTable;
  }
}
