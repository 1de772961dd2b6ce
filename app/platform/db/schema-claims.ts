// Row types of the claims' tables (0017). schema.ts re-exports them and names them in Database.
import type { Generated } from "kysely";

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
}

export interface ClaimHandlerTable {
  claim_id: number;
  user_id: number;
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
