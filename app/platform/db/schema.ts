// The platform's own tables, and Database: kysely's schema of every table. Each feature adds its tables to
// Database by declaration merging in its tables.ts (app/features/<f>/tables.ts), so the platform names no
// feature's table. Times are ISO-8601 strings and booleans are 0/1 integers, so the same rows come back from
// SQLite and PostgreSQL.
import type { Generated, Selectable } from "kysely";

export interface AuthKeyTable {
  name: string;
  value: string;
}

export interface RateEventTable {
  id: Generated<number>;
  key: string;
  created_at: string;
}

/** An uploaded file (0004); the bytes are in the file store under storage_key. */
export interface FileTable {
  id: Generated<number>;
  /** Who uploaded it; null once that person is deleted. */
  user_id: number | null;
  original_name: string;
  /** Its kind's fileType: the platform's (EDITOR_IMAGE, ATTACHMENT, FAQ_VIDEO) or a feature's (its files.ts). */
  file_type: string;
  content_type: string;
  /** Bytes of the stored original. */
  size: number;
  storage_key: string;
  /**
   * 128 random bits (hex) its address carries, /files/{id}-{key}/{name}: an id alone is guessable. Set for
   * every row (the migration gave existing ones theirs); the column is nullable only as SQLite adds it.
   */
  url_key: string;
  /** 1: an image (JPEG, PNG or WebP) with the variants its kind makes (MEDIUM and LARGE by default). */
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

/** A person's star on an object of a favourite kind (platform/favorites.server.ts). */
export interface FavoriteTable {
  user_id: number;
  type: string;
  object_id: number;
  created_at: string;
}

/** An entry of the audit log (platform/audit.server.ts): who changed what, with the fields before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON, null when the entity was created. */
  before: string | null;
  /** JSON, null when the entity was deleted. */
  after: string | null;
}

/** A technical event (platform/audit.server.ts): something an operator looks for when the portal misbehaves. */
export interface TechEventTable {
  id: Generated<number>;
  at: string;
  kind: string;
  user_id: number | null;
  /** JSON. */
  details: string;
}

export interface Database {
  audit_log: AuditLogTable;
  tech_events: TechEventTable;
  favorites: FavoriteTable;
  rate_events: RateEventTable;
  auth_keys: AuthKeyTable;
  files: FileTable;
  video_jobs: VideoJobTable;
  events: EventTable;
  event_subscriptions: EventSubscriptionTable;
  event_deliveries: EventDeliveryTable;
  form_tokens: FormTokenTable;
}

export type FileRow = Selectable<FileTable>;
