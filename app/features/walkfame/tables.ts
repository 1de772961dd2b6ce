// The hall of fame's tables: boards (by year, or a nomination of a year) and the people on them, merged into
// the platform's Database (kysely's schema) by declaration merging. Times are ISO-8601 strings, flags 0/1.
import type { Generated } from "kysely";

export interface WalkfameBoardTable {
  id: Generated<number>;
  title: string;
  year: number;
  /** Null: the board of the whole year; else the nomination («Лучший наставник»). */
  nomination: string | null;
  description: string;
  cover_file_id: number | null;
  /** The cover's serving path (files' filePath), kept so a list draws covers without asking the files one by one. */
  cover_path: string | null;
  /** 1: in the archive, shown on /walkfame/all only; 0: a current board on /walkfame. */
  archived: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

export interface WalkfamePersonTable {
  id: Generated<number>;
  board_id: number;
  user_id: number;
  /** Why this person is on the board: plain text, paragraphs by blank lines. */
  story: string;
  photo_file_id: number | null;
  photo_path: string | null;
  created_at: string;
  updated_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    walkfame_boards: WalkfameBoardTable;
    walkfame_people: WalkfamePersonTable;
  }
}
