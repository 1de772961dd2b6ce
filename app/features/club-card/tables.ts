// The club card's tables, merged into the platform's Database (kysely's schema) by declaration merging, so the
// platform names no feature's table. Times are ISO-8601 strings, days yyyy-mm-dd (Moscow), as everywhere.
import type { Generated } from "kysely";

/** A card issued to a person. A reissue marks the old one replaced (its number counts no more) and issues another. */
export interface ClubCardTable {
  id: Generated<number>;
  user_id: number;
  /** 13 digits, the last a check digit (EAN-13), unique across every card ever issued. */
  number: string;
  issued_at: string;
  /** The card admin who issued it; null: issued to the person on her first visit. */
  issued_by: number | null;
  blocked_at: string | null;
  replaced_at: string | null;
}

/** A discount taken at a partner of the club, with the card current then. */
export interface ClubCardUseTable {
  id: Generated<number>;
  card_id: number;
  user_id: number;
  partner_id: number;
  used_at: string;
  used_day: string;
}

export type GatePassStatus = "NEW" | "APPROVED" | "DECLINED" | "ARRIVED";

/** A pass through the Maxi-club's checkpoint for a day: the person, her guests, maybe a car. */
export interface ClubGatePassTable {
  id: Generated<number>;
  user_id: number;
  visit_day: string;
  guests: string;
  car_number: string | null;
  status: GatePassStatus;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
  arrived_at: string | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    club_cards: ClubCardTable;
    club_card_uses: ClubCardUseTable;
    club_gate_passes: ClubGatePassTable;
  }
}
