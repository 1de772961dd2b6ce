// What the goals' pages and /api return: a goal with its progress updates and comment thread.
import type { GoalStatus } from "../tables";

export interface GoalNote {
  id: number;
  authorId: number | null;
  author: string | null;
  text: string;
  createdAt: string;
}

export interface GoalUpdate extends GoalNote {
  progress: number;
}

export interface Goal {
  id: number;
  userId: number;
  year: number;
  /** 1 or 2: a half-year; 0: the whole year. */
  half: number;
  title: string;
  description: string;
  dueOn: string;
  progress: number;
  status: GoalStatus;
  approvedBy: string | null;
  approvedAt: string | null;
  createdAt: string;
  updates: GoalUpdate[];
  comments: GoalNote[];
}

/** A person of a list with her goals of the year summed up. */
export interface GoalPerson {
  id: number;
  name: string;
  position: string | null;
  count: number;
  completed: number;
  /** The mean progress of her goals not cancelled, rounded. */
  average: number;
}

export interface PeoplePage {
  people: GoalPerson[];
  /** The id to continue after (?after=), null on the last page. */
  next: number | null;
}

/** What a refused form gets back: which form, its messages and what was typed. */
export type { IntentFormReply as GoalFormReply } from "~/platform/remix.server";
