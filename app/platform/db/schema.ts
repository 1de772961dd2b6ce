// Row types of every table. Times are ISO-8601 strings and booleans are 0/1 integers,
// so the same rows come back from SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from "kysely";
import type {
  DocumentThemeTable,
  DocumentTable,
  DocumentAcknowledgementTable,
  FaqCategoryTable,
  FaqQuestionTable,
  GlossaryTermTable,
  GuideSectionTable,
  GuideSectionAccessTable,
  GuideSectionEditorTable,
  WikiRolePositionTable,
  GuideArticleTable,
  GuideArticleBodyFileTable,
  GuideArticleFileTable,
  GuideArticleTagTable,
  GuideArticleRoleTable,
  GuideArticleVersionTable,
} from "./schema-knowledge";
import type {
  PostTable,
  PostFileTable,
  PollTable,
  PollAnswerTable,
  PollVoterTable,
  PollVoteTable,
  PostLikeTable,
  PostViewTable,
  StickerTable,
  PostCommentTable,
  PostCommentLikeTable,
  PostCommentMentionTable,
  ThanksTable,
  VideoPreviewTable,
} from "./schema-feed";
import type { ClaimTable, ClaimHandlerTable, ClaimHistoryTable, ClaimStatusHistoryTable } from "./schema-claims";
import type {
  GroupTable,
  GroupMemberTable,
  GroupOptionTable,
  GroupArticleTable,
  GroupAlbumTable,
  GroupPhotoTable,
  GroupMessageTable,
} from "./schema-groups";
import type { VacancyCityTable, VacancyReplyTable, VacancyTable, VacancyViewTable } from "./schema-vacancies";
import type {
  SearchItemTable,
  SearchKeyTable,
  SearchRebuildTable,
  SearchStatisticBlockTable,
  SearchStatisticTable,
  SearchVocabularyTable,
} from "./schema-search";
import type { NotificationPreferenceTable, NotificationTable, WebPushKeyTable, WebPushSubscriptionTable } from "./schema-notifications";

export type * from "./schema-knowledge";
export type * from "./schema-feed";
export type * from "./schema-claims";
export type * from "./schema-notifications";
export type * from "./schema-groups";
export type * from "./schema-vacancies";
export type * from "./schema-search";

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

/** An uploaded file (0004); the bytes are in the file store under storage_key. */
export interface FileTable {
  id: Generated<number>;
  /** Who uploaded it; null once that person is deleted. */
  user_id: number | null;
  original_name: string;
  /** WIKI_DOCUMENT, ARTICLE_PREVIEW, VACANCY_RESUME, FAQ_VIDEO, EDITOR_IMAGE, ATTACHMENT, STICKER, GROUP_IMAGE. */
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

/** A FAQ_VIDEO file to convert (0014; app/platform/files/video-jobs.server.ts). */
export interface VideoJobTable {
  id: Generated<number>;
  file_id: number;
  status: "PENDING" | "DONE" | "FAILED";
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_at: string | null;
  last_error: string | null;
  converted_file_id: number | null;
  poster_file_id: number | null;
  /** Seconds. */
  duration: number | null;
  created_at: string;
  updated_at: string;
}

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
  web_push_subscriptions: WebPushSubscriptionTable;
  web_push_keys: WebPushKeyTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  contact_categories: ContactCategoryTable;
  contacts: ContactTable;
  favorites: FavoriteTable;
  contact_views: ContactViewTable;
  suggestions: SuggestionTable;
  positions: PositionTable;
  wiki_roles: WikiRoleTable;
  tags: TagTable;
  search_keys: SearchKeyTable;
  search_items: SearchItemTable;
  search_vocabulary: SearchVocabularyTable;
  search_rebuilds: SearchRebuildTable;
  search_statistics: SearchStatisticTable;
  search_statistic_blocks: SearchStatisticBlockTable;
  files: FileTable;
  video_jobs: VideoJobTable;
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
  posts: PostTable;
  post_files: PostFileTable;
  polls: PollTable;
  poll_answers: PollAnswerTable;
  poll_voters: PollVoterTable;
  poll_votes: PollVoteTable;
  post_likes: PostLikeTable;
  post_views: PostViewTable;
  stickers: StickerTable;
  post_comments: PostCommentTable;
  post_comment_likes: PostCommentLikeTable;
  post_comment_mentions: PostCommentMentionTable;
  thanks: ThanksTable;
  video_previews: VideoPreviewTable;
  claims: ClaimTable;
  groups: GroupTable;
  group_members: GroupMemberTable;
  group_subjects: GroupOptionTable;
  group_resolution_types: GroupOptionTable;
  group_articles: GroupArticleTable;
  group_albums: GroupAlbumTable;
  group_photos: GroupPhotoTable;
  group_messages: GroupMessageTable;
  vacancy_cities: VacancyCityTable;
  vacancies: VacancyTable;
  vacancy_replies: VacancyReplyTable;
  vacancy_views: VacancyViewTable;
  claim_handlers: ClaimHandlerTable;
  claim_history: ClaimHistoryTable;
  claim_status_history: ClaimStatusHistoryTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DepartmentRow = Selectable<DepartmentTable>;
export type NavItemRow = Selectable<NavItemTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type FileRow = Selectable<FileTable>;
