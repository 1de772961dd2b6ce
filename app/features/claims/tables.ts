// The claims' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { ColumnType, Generated } from "kysely";

export interface ClaimTable {
  id: Generated<number>;
  type: string;
  status: string;
  subject: string;
  text: string;
  owner_id: number;
  create_date: string;
  update_date: string;
  /** Bumped by every status change (compare-and-set). */
  version: Generated<number>;
  /** The object the claim is about in its type's feature (a join request's group); null for others. */
  object_id: number | null;
  /**
   * object_id while the claim is open, for a type with oneOpenPerObject; null otherwise. Unique with
   * (type, owner_id): one open claim per owner, type and object.
   */
  open_object_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ClaimHandlerTable {
  claim_id: number;
  user_id: number;
  /** 1: handles it now (a handler's moves, the notices); 0: handled a past step of its route, still reads it. */
  current: Generated<number>;
}

export type ClaimHistoryType = "CREATED" | "STATUS" | "COMMENT";

export interface ClaimHistoryTable {
  id: Generated<number>;
  claim_id: number;
  user_id: number;
  date: string;
  type: ClaimHistoryType;
  /** The new status of a STATUS entry. */
  status: string | null;
  comment: string | null;
}

export interface ClaimStatusHistoryTable {
  id: Generated<number>;
  claim_id: number;
  user_id: number;
  date: string;
  from_status: string | null;
  to_status: string;
  comment: string | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    claims: ClaimTable;
    claim_handlers: ClaimHandlerTable;
    claim_history: ClaimHistoryTable;
    claim_status_history: ClaimStatusHistoryTable;
  }
}
