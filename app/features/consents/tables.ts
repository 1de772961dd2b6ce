// The consents' tables: their row types, merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

/** A version of the consent text: published once, never edited (a change is a new version). */
export interface ConsentTextTable {
  version: number;
  /** Plain text: paragraphs separated by blank lines. */
  body: string;
  published_at: string;
  /** Who published it; null: the migration (version 1) or a person since deleted. */
  published_by: number | null;
}

export type ConsentKind = "REGISTRATION" | "SIGN_IN";

/** A person's acceptance of a version: at registration, or at a sign-in after a new version. */
export interface ConsentTable {
  id: Generated<number>;
  user_id: number;
  version: number;
  accepted_at: string;
  /** The client's address as the server saw it (behind TRUST_PROXY: X-Forwarded-For's). */
  ip: string;
  user_agent: string | null;
  kind: ConsentKind;
}

declare module "~/platform/db/schema" {
  interface Database {
    consent_texts: ConsentTextTable;
    consents: ConsentTable;
  }
}
