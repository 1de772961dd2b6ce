// The shops' shifts: their tables, merged into the platform's Database (kysely's schema) by declaration merging,
// so the platform names no feature's table. Moments are UTC ISO-8601 strings; days are Moscow days (yyyy-mm-dd).
import type { Generated } from "kysely";

/** A department of the directory that is a shop (its people work shifts). */
export interface RetailShopTable {
  department_id: number;
  created_at: string;
}

export interface RetailShiftTable {
  id: Generated<number>;
  /** The shop (a department in retail_shops). */
  shop_id: number;
  /** Who works it. */
  user_id: number;
  /** Its Moscow day, yyyy-mm-dd: the week's page reads a shop's days by it. */
  day: string;
  starts_at: string;
  ends_at: string;
  /** The swap in progress (offered or taken), null: none. Set by a guarded update, so a shift has one at a time. */
  open_swap_id: number | null;
  created_at: string;
  /** The manager who added it; null once she is deleted, or for the demo. */
  created_by: number | null;
}

export type SwapStatus = "OFFERED" | "TAKEN" | "APPROVED" | "DECLINED" | "WITHDRAWN";

/** One offer of a shift to the colleagues, from the offer to the manager's decision. */
export interface RetailShiftSwapTable {
  id: Generated<number>;
  shift_id: number;
  /** Who offered it (the shift's person then). */
  owner_id: number;
  /** The colleague who took it; null while it is only offered. */
  taker_id: number | null;
  status: SwapStatus;
  created_at: string;
  taken_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    retail_shops: RetailShopTable;
    retail_shifts: RetailShiftTable;
    retail_shift_swaps: RetailShiftSwapTable;
  }
}
