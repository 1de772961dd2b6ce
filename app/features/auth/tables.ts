// The sign-in's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

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

declare module "~/platform/db/schema" {
  interface Database {
    auth_tokens: AuthTokenTable;
    sms_claims: SmsClaimTable;
  }
}
