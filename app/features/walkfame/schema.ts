// The hall of fame's inputs, shared by the page forms and /api: zod/mini. A board's year is a number between
// YEAR_MIN and YEAR_MAX; its nomination is optional (none: the board of the whole year).
import * as z from "zod/mini";
import { flag, optionalIdOf, optionalText, requiredText, wholeNumberIn } from "~/platform/schema";
import { messages as t } from "./messages";
import { TITLE_MAX, DESCRIPTION_MAX, STORY_MAX, YEAR_MIN, YEAR_MAX } from "./limits";

export { TITLE_MAX, DESCRIPTION_MAX, STORY_MAX, YEAR_MIN, YEAR_MAX } from "./limits";

/** POST /walkfame/board/save {id?, title, year, nomination?, description?, coverFileId?, archived?}, and the board form. */
export const boardSchema = z.object({
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  year: wholeNumberIn(YEAR_MIN, YEAR_MAX, t.yearInvalid),
  nomination: optionalText(TITLE_MAX, t.nominationTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
  coverFileId: optionalIdOf(t.fieldCover),
  archived: flag,
});

/** POST /walkfame/person/add and /update {boardId, userId, story, photoFileId?}, and the person form. */
export const personSchema = z.object({
  userId: optionalIdOf(t.personRequired).check(z.refine((v) => v !== undefined, { error: t.personRequired })),
  story: requiredText(STORY_MAX, t.storyRequired, t.storyTooLong),
  photoFileId: optionalIdOf(t.fieldPhoto),
});

export type BoardInput = z.output<typeof boardSchema>;
export type PersonInput = z.output<typeof personSchema>;
