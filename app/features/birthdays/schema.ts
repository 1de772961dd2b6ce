// The birthdays inputs, shared by the page forms and /api: zod/mini. A wish is plain text; a poster template's
// text is checked here for length, its placeholders by the domain (poster-text.ts), which names an unknown one.
import * as z from "zod/mini";
import { optionalIdOf, requiredText } from "~/platform/schema";
import { messages as t } from "./messages";

import { PERIODS, POSTER_TEXT_MAX, WISH_MAX } from "./constants";

export { BIRTHDAYS_PAGE, PERIODS, POSTER_TEXT_MAX, WISH_MAX, type Period } from "./constants";
const CITY_MAX = 100;

/** POST /birthdays/wish {congratulationId, text}, and the congratulation page's form. */
export const wishSchema = z.object({
  congratulationId: optionalIdOf(t.congratulationNotFound),
  text: requiredText(WISH_MAX, t.wishRequired, t.wishTooLong),
});

/** POST /birthdays/poster {kind, text, backgroundFileId?}, and the admin page's form. */
export const posterSchema = z.object({
  text: requiredText(POSTER_TEXT_MAX, t.posterTextRequired, t.posterTextTooLong),
  backgroundFileId: optionalIdOf(t.posterBackground),
});

/** GET /birthdays/list and the page's filters; `after`: the opaque keyset of the last row shown ("place.id"). */
export const listFilterSchema = z.object({
  period: z.catch(z.enum(PERIODS), "today"),
  departmentId: z.catch(optionalIdOf(t.department), undefined),
  city: z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) => v?.trim().slice(0, CITY_MAX) || undefined),
    ),
    undefined,
  ),
  after: z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) => {
        const m = /^(\d{1,2})\.(\d{1,10})$/.exec(v ?? "");
        return m ? { place: Number(m[1]), id: Number(m[2]) } : undefined;
      }),
    ),
    undefined,
  ),
});

export type ListFilter = z.output<typeof listFilterSchema>;
export type WishInput = z.output<typeof wishSchema>;
export type PosterInput = z.output<typeof posterSchema>;
