// Row types of every table. Times are ISO-8601 strings and booleans are 0/1 integers,
// so the same rows come back from SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from "kysely";

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  city: string | null;
  head_user_id: number | null;
  sort: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  phone: string;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department_id: number | null;
  address: string | null;
  work_phone: string | null;
  email: string | null;
  avatar_path: string | null;
  work_status: string | null;
  password_hash: string | null;
  need_show_welcome: Generated<number>;
  blocked: Generated<number>;
  created_at: string;
  updated_at: string;
  // Profile (0002)
  work_mobile_phone: string | null;
  ip_phone: string | null;
  telegram: string | null;
  skype: string | null;
  viber: string | null;
  vk: string | null;
  web: string | null;
  whatsapp: string | null;
  zone: string | null;
  /** yyyy-mm-dd */
  birthday: string | null;
  birth_year_visible: Generated<number>;
  login_phone_visible: Generated<number>;
  position_id: number | null;
  /** Lower-cased "surname name middlename" for case-insensitive search (SQLite's lower() is ASCII only). */
  search_name: string | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** Web sessions, API access tokens and refresh tokens; only a SHA-256 of the secret is kept. */
export interface AuthTokenTable {
  token_hash: string;
  /** refresh_used: a refresh token already traded; kept so its reuse can end the family. */
  kind: "web" | "access" | "refresh" | "refresh_used";
  user_id: number;
  /** The web session or refresh token this one was issued with, so logout ends the family. */
  family: string;
  flash: string | null;
  created_at: string;
  expires_at: string;
  /** Web sessions: when last seen (throttled), for the idle timeout; null = created_at. */
  last_used_at: string | null;
}

export interface SmsClaimTable {
  uuid: string;
  purpose: "registration" | "recovery";
  phone: string;
  user_id: number;
  code_hash: string;
  code_expires_at: string;
  attempts: Generated<number>;
  confirmed_at: string | null;
  completed_at: string | null;
  replaced: Generated<number>;
  created_at: string;
  /** SHA-256 of the entry cookie of the browser whose page started the claim; null for /api claims. */
  owner_hash: string | null;
}

export interface AuthKeyTable {
  name: string;
  value: string;
}

export interface RateEventTable {
  id: Generated<number>;
  key: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface NavItemTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  link: string;
  is_url: Generated<number>;
  element_id: string | null;
  show_only_mobile: Generated<number>;
  sort: Generated<number>;
}

export interface WebPushTokenTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  text: string;
  /** JSON array of {text, objectId, avatarFilePath?}. */
  variables: string;
  object_id: number | null;
  claim_status: string | null;
  showed: Generated<number>;
  create_date: string;
}

export interface ContactCategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** Set for the category of a department; null for service categories. */
  department_id: number | null;
  sort: Generated<number>;
}

export interface ContactTable {
  id: Generated<number>;
  category_id: number;
  /** "user": an employee, shown from users; "another": a service record with its own fields. */
  kind: "user" | "another";
  user_id: number | null;
  name: string | null;
  surname: string | null;
  middlename: string | null;
  position: string | null;
  /** One or several phone lines, separated by newlines. */
  telephone: string | null;
  ip_phone: string | null;
  email: string | null;
  address: string | null;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

export interface FavoriteTable {
  user_id: number;
  type: string;
  object_id: number;
  created_at: string;
}

export interface ContactViewTable {
  user_id: number;
  contact_id: number;
  viewed_at: string;
}

export interface SuggestionTable {
  id: Generated<number>;
  user_id: number;
  kind: "contact" | "wiki_guide";
  message: string;
  source_url: string;
  wiki_guide_category_id: number | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

export interface PositionTable {
  id: Generated<number>;
  name: string;
  department_id: number | null;
}

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

/** The finder's lower-cased key of a catalogue row (0003): kind is the index name, source the keyed text. */
export interface SearchKeyTable {
  kind: string;
  object_id: number;
  source: string;
  key: string;
}

/** An uploaded file (0004); the bytes are in the file store under storage_key. */
export interface FileTable {
  id: Generated<number>;
  /** Who uploaded it; null once that person is deleted. */
  user_id: number | null;
  original_name: string;
  /** WIKI_DOCUMENT, ARTICLE_PREVIEW, VACANCY_RESUME, FAQ_VIDEO, EDITOR_IMAGE, ATTACHMENT. */
  file_type: string;
  content_type: string;
  /** Bytes of the stored original. */
  size: number;
  storage_key: string;
  /** 1: a JPEG or PNG with MEDIUM and LARGE variants. */
  is_image: Generated<number>;
  width: number | null;
  height: number | null;
  created_at: string;
}

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
export interface FormTokenTable {
  token: string;
  user_id: number;
  created_at: string;
  used_at: string | null;
  /** App path of what the first post created. */
  result: string | null;
}

export interface EventTable {
  id: Generated<number>;
  type: string;
  /** JSON. */
  payload: string;
  created_at: string;
  processed_at: string | null;
}

export interface EventSubscriptionTable {
  consumer: string;
  type: string;
}

export interface EventDeliveryTable {
  event_id: number;
  consumer: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  processed_at: string | null;
  failed_at: string | null;
}

export interface Database {
  departments: DepartmentTable;
  users: UserTable;
  user_roles: UserRoleTable;
  auth_tokens: AuthTokenTable;
  sms_claims: SmsClaimTable;
  rate_events: RateEventTable;
  auth_keys: AuthKeyTable;
  settings: SettingTable;
  nav_items: NavItemTable;
  web_push_tokens: WebPushTokenTable;
  notifications: NotificationTable;
  contact_categories: ContactCategoryTable;
  contacts: ContactTable;
  favorites: FavoriteTable;
  contact_views: ContactViewTable;
  suggestions: SuggestionTable;
  positions: PositionTable;
  wiki_roles: WikiRoleTable;
  tags: TagTable;
  search_keys: SearchKeyTable;
  files: FileTable;
  document_themes: DocumentThemeTable;
  documents: DocumentTable;
  document_acknowledgements: DocumentAcknowledgementTable;
  faq_categories: FaqCategoryTable;
  faq_questions: FaqQuestionTable;
  glossary_terms: GlossaryTermTable;
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
  events: EventTable;
  event_subscriptions: EventSubscriptionTable;
  event_deliveries: EventDeliveryTable;
  form_tokens: FormTokenTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DepartmentRow = Selectable<DepartmentTable>;
export type NavItemRow = Selectable<NavItemTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type FileRow = Selectable<FileTable>;
