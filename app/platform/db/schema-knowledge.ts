// Row types of the knowledge base's tables (normative documents, FAQ, glossary, company guide), split
// from schema.ts to keep each file short; schema.ts re-exports them and names them in Database.
import type { Generated } from "kysely";

/** A theme of normative documents (0005). */
export interface DocumentThemeTable {
  id: Generated<number>;
  title: string;
  sort: Generated<number>;
}

/** A normative document (0005); deleting sets is_deleted = 1. */
export interface DocumentTable {
  id: Generated<number>;
  theme_id: number;
  name: string;
  /** yyyy-mm-dd */
  start_date: string;
  /** yyyy-mm-dd; null: in force with no end. */
  end_date: string | null;
  /** Old-editor content (legacy JSON blocks or HTML). */
  content: string | null;
  /** Sanitized HTML of the new editor. */
  content_new_editor: string | null;
  new_editor: Generated<number>;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  last_update_user_id: number | null;
  is_deleted: Generated<number>;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

/** "Ознакомлен(а)": a person has read a document (0005). */
export interface DocumentAcknowledgementTable {
  document_id: number;
  user_id: number;
  acknowledged_at: string;
}

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

/** A glossary term (0006): term_key is the term lower-cased (unique), letter its index letter. */
export interface GlossaryTermTable {
  id: Generated<number>;
  term: string;
  term_key: string;
  definition: string;
  letter: string;
  status: Generated<string>;
  created_at: string;
  created_by: number | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
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

/** The outbox (0007): written in the transaction of the change, handled by a processor after it commits. */
/** A create form's one-time token (0011, core/form-tokens.server.ts). */
