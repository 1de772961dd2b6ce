// The hall of fame's inputs, shared by the page forms and /api: zod/mini. A board's year is a number between
// YEAR_MIN and YEAR_MAX; its nomination is optional (none: the board of the whole year).
import * as z from "zod/mini";
import { flag, optionalIdOf, requiredText } from "~/platform/schema";
import { messages as t } from "./messages";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const STORY_MAX = 10000;
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2100;

const optionalText = (max: number, tooLong: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(z.refine((v) => v.length <= max, { error: tooLong }));

export const yearOf = (message: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.union([z.string(), z.number()]))),
      z.transform((v) => (typeof v === "number" ? v : /^\s*\d{4}\s*$/.test(v ?? "") ? Number(v) : Number.NaN)),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX, { error: message }));

/** POST /walkfame/board/save {id?, title, year, nomination?, description?, coverFileId?, archived?}, and the board form. */
export const boardSchema = z.object({
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  year: yearOf(t.yearInvalid),
  nomination: optionalText(TITLE_MAX, t.nominationTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
  coverFileId: optionalIdOf(t.fieldCover),
  archived: flag,
});

/** POST /walkfame/person/save {boardId, userId, story, photoFileId?}, and the person form. */
export const personSchema = z.object({
  userId: optionalIdOf(t.personRequired).check(z.refine((v) => v !== undefined, { error: t.personRequired })),
  story: requiredText(STORY_MAX, t.storyRequired, t.storyTooLong),
  photoFileId: optionalIdOf(t.fieldPhoto),
});

export type BoardInput = z.output<typeof boardSchema>;
export type PersonInput = z.output<typeof personSchema>;
