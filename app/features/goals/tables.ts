// Development goals' tables, merged into the platform's Database (kysely's schema) by declaration merging.
// Times are ISO-8601 strings, dates yyyy-mm-dd, booleans 0/1, so SQLite and PostgreSQL return the same rows.
import type { Generated } from "kysely";

export type GoalStatus = "IN_PROGRESS" | "COMPLETED" | "CANCELLED";

export interface GoalTable {
  id: Generated<number>;
  /** Whose goal it is. */
  user_id: number;
  year: number;
  /** 1 or 2: a half-year; 0: the whole year. */
  half: number;
  title: string;
  description: string;
  /** yyyy-mm-dd */
  due_on: string;
  /** 0–100, the owner's latest update. */
  progress: Generated<number>;
  status: GoalStatus;
  /** The manager who set or approved it; null while only the owner stands behind it. */
  approved_by: number | null;
  approved_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The owner's progress updates: a percentage and what was done. */
export interface GoalUpdateTable {
  id: Generated<number>;
  goal_id: number;
  author_id: number | null;
  progress: number;
  note: string;
  created_at: string;
}

/** A goal's thread: the manager's comments and the owner's answers. */
export interface GoalCommentTable {
  id: Generated<number>;
  goal_id: number;
  author_id: number | null;
  text: string;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    goals: GoalTable;
    goal_updates: GoalUpdateTable;
    goal_comments: GoalCommentTable;
  }
}
