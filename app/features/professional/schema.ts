// The best-in-profession inputs, shared by the page forms and /api: zod/mini. A winner has a place (1-3) or a
// nomination, or both.
import * as z from "zod/mini";
import { optionalIdOf, optionalText, requiredText, wholeNumberIn } from "~/platform/schema";
import { messages as t } from "./messages";
import { TEXT_MAX, DESCRIPTION_MAX, WINNER_TEXT_MAX, YEAR_MIN, YEAR_MAX } from "./limits";

export { TEXT_MAX, DESCRIPTION_MAX, WINNER_TEXT_MAX, YEAR_MIN, YEAR_MAX } from "./limits";

export const yearNumber = wholeNumberIn(YEAR_MIN, YEAR_MAX, t.yearInvalid);

/** POST /professional/year/save {year, title?, description?}, and the year form. */
export const yearSchema = z.object({
  year: yearNumber,
  title: optionalText(TEXT_MAX, t.titleTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
});

const place = z
  .pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((v) => (v === undefined || v === null || v === "" ? null : Number(v))),
  )
  .check(z.refine((n) => n === null || n === 1 || n === 2 || n === 3, { error: t.placeInvalid }));

/** POST /professional/winner/save {year, id?, userId, profession, region, place?, nomination?, text?, photoFileId?}. */
export const winnerSchema = z
  .object({
    userId: optionalIdOf(t.personRequired).check(z.refine((v) => v !== undefined, { error: t.personRequired })),
    profession: requiredText(TEXT_MAX, t.professionRequired, t.professionTooLong),
    region: requiredText(TEXT_MAX, t.regionRequired, t.regionTooLong),
    place,
    nomination: optionalText(TEXT_MAX, t.nominationTooLong),
    text: optionalText(WINNER_TEXT_MAX, t.textTooLong),
    photoFileId: optionalIdOf(t.fieldPhoto),
  })
  .check(z.refine((w) => w.place !== null || w.nomination !== "", { error: t.placeOrNomination, path: ["place"], when: () => true }));

export type YearInput = z.output<typeof yearSchema>;
export type WinnerInput = z.output<typeof winnerSchema>;
