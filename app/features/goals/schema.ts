// The rules of a goal, its progress update, comment and status, read by the pages' actions and the /api alike
// (server side only: the forms are plain posts the server checks, so no schema reaches the browser).
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, optionalText, refuse, requiredText, wholeNumberIn } from "~/platform/schema";
import { normalizeDate } from "~/shared/dates";
import { GOAL_TEXT_MAX, GOAL_TITLE_MAX, messages as t } from "./messages";
import type { GoalStatus } from "./tables";

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

/** A period as the forms send it: "2027-1", "2027-2" (half-years) or "2027-0" (the whole year). */
export const periodField = field((v) => {
  const m = typeof v === "string" ? /^(\d{4})-([012])$/.exec(v.trim()) : null;
  const year = Number(m?.[1]);
  if (!m || year < FIRST_YEAR || year > LAST_YEAR) return refuse(t.periodInvalid);
  return { year, half: Number(m[2]) };
});

const dueField = field((v) => normalizeDate(v) || refuse(t.dueInvalid));

/** Whose goal a new one is: absent means the actor's own. */
export const ownerSchema = z.object({ userId: optionalIdOf(t.personInvalid) });

export const createGoalSchema = z.object({
  period: periodField,
  title: requiredText(GOAL_TITLE_MAX, t.titleRequired, t.titleTooLong),
  description: optionalText(GOAL_TEXT_MAX, t.textTooLong),
  dueOn: dueField,
});
export type GoalCreate = z.output<typeof createGoalSchema>;

export const progressSchema = z.object({
  goalId: idOf(t.goalInvalid),
  progress: wholeNumberIn(0, 100, t.progressInvalid),
  note: optionalText(GOAL_TEXT_MAX, t.textTooLong),
});
export type GoalProgress = z.output<typeof progressSchema>;

export const commentSchema = z.object({
  goalId: idOf(t.goalInvalid),
  text: requiredText(GOAL_TEXT_MAX, t.commentRequired, t.textTooLong),
});
export type GoalComment = z.output<typeof commentSchema>;

const STATUSES: readonly GoalStatus[] = ["IN_PROGRESS", "COMPLETED", "CANCELLED"];
export const statusSchema = z.object({
  goalId: idOf(t.goalInvalid),
  status: field((v) => (STATUSES.includes(v as GoalStatus) ? (v as GoalStatus) : refuse(t.statusInvalid))),
});
export type GoalStatusChange = z.output<typeof statusSchema>;

export const goalIdSchema = z.object({ goalId: idOf(t.goalInvalid) });

/** A person's page and list: whose and which year (absent: the current one). */
export const yearSchema = z.object({ year: z.optional(wholeNumberIn(FIRST_YEAR, LAST_YEAR, t.yearInvalid)) });
