// The partners club's tables, merged into the platform's Database (kysely's schema) by declaration merging, so
// the platform names no feature's table. Times are ISO-8601 strings.
import type { Generated } from "kysely";

/** A city the club has partners in (also a category: the same two columns). */
export interface ClubNamedTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface ClubPartnerTable {
  id: Generated<number>;
  name: string;
  category_id: number;
  /** The discount in per cent, 1..100. */
  discount: number;
  description: string;
  conditions: string;
  website: string | null;
  phone: string | null;
  /** searchKey of name and description: lower case with ё as е (SQLite's lower() is ASCII only). */
  search_key: string;
  logo_file_id: number | null;
  /** The logo's serving path (files' filePath), kept so a list draws logos without asking the files. */
  logo_path: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

/** One address of a partner in a city; a partner is in the cities it has addresses in. */
export interface ClubAddressTable {
  id: Generated<number>;
  partner_id: number;
  city_id: number;
  address: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    club_cities: ClubNamedTable;
    club_categories: ClubNamedTable;
    club_partners: ClubPartnerTable;
    club_addresses: ClubAddressTable;
  }
}
