// Активности's tables, merged into the platform's Database (kysely's schema) by declaration merging, so the
// platform names no feature's table. Times are ISO-8601 strings in UTC, as everywhere.
import type { Generated } from "kysely";

export interface ActivityTable {
  id: Generated<number>;
  title: string;
  /** The stored rich text (sanitized HTML; plain text typed becomes paragraphs). */
  description: string;
  starts_at: string;
  ends_at: string;
  place: string;
  /** The online meeting's address, or null. */
  link: string | null;
  /** Places; null: as many as come. */
  seats: number | null;
  /**
   * Participants holding a place: the counter a sign-up raises only `where taken < seats`, inside its
   * transaction, so two people never take the last place both (the row lock on PostgreSQL, one writer on SQLite).
   */
  taken: Generated<number>;
  /** The last moment to sign up; null: until it starts. */
  signup_until: string | null;
  cancelled: Generated<number>;
  /** The reminder of the day before was sent (set once, by whichever process claims it). */
  reminded: Generated<number>;
  /** The organiser; null once that person is deleted. */
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ActivityMemberTable {
  /** The order of signing up: the waiting list moves up by it. */
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  /** "going" holds a place, "waiting" is in the waiting list. */
  status: string;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    activities: ActivityTable;
    activity_members: ActivityMemberTable;
  }
}
