// The notifications' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** A browser's PushSubscription, under the sign-in (auth_tokens.family) it was added in. */
export interface WebPushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  family: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** The portal's VAPID key pair: one row, id 1. */
export interface WebPushKeyTable {
  id: number;
  public_key: string;
  private_key: string;
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
  /** The producer's grouping key: the next notification of the same type and key replaces an unread one. */
  group_key: string | null;
  /** How many notifications this row stands for (1: itself alone). */
  group_count: Generated<number>;
}

/** A person's choice for a family of notifications; no row: both on. */
export interface NotificationPreferenceTable {
  user_id: number;
  family: string;
  on_portal: number;
  push: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    web_push_subscriptions: WebPushSubscriptionTable;
    web_push_keys: WebPushKeyTable;
    notifications: NotificationTable;
    notification_preferences: NotificationPreferenceTable;
  }
}
