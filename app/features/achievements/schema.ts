// The rules of achievements' inputs, shared by the pages' actions and /api (zod/mini; the pages' forms are plain
// POSTs checked on the server, so nothing here reaches the browser but the limits).
import * as z from "zod/mini";
import { field, flag, idOf, optionalIdOf, refuse, requiredText } from "~/platform/schema";
import { messages as t } from "./messages";

import { COMMENT_MAX, DESCRIPTION_MAX, PAGE_MAX, PAGE_SIZE, THANKS_MAX, TITLE_MAX, YEARS_MAX } from "./limits";

export { PAGE_SIZE };

const RULES = ["YEARS", "THANKS"] as const;

/** A rule: absent or "" → none; YEARS or THANKS; anything else refused. */
const ruleField = field((v) =>
  v === undefined || v === null || v === "" || v === "NONE" ? null : (RULES.find((r) => r === v) ?? refuse(t.ruleInvalid)),
);
/** A whole number from a form's text or JSON; absent or "" → null. */
const countField = field((v) => {
  if (v === undefined || v === null || v === "") return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : refuse(t.thresholdInvalid);
});
const optionalText = (max: number, tooLong: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: tooLong }))),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(z.refine((v) => v.length <= max, { error: tooLong }));
/** A day "yyyy-mm-dd"; absent or "" → null (today). */
const dayField = field((v) => {
  if (v === undefined || v === null || v === "") return null;
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return refuse(t.dayInvalid);
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? refuse(t.dayInvalid) : v;
});

const kindFields = {
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  description: requiredText(DESCRIPTION_MAX, t.descriptionRequired, t.descriptionTooLong),
  imageFileId: optionalIdOf(t.imageInvalid),
  rule: ruleField,
  ruleThreshold: countField,
};

/** A threshold goes with a rule, within its bounds; no rule, no threshold. */
const ruleOk = (k: { rule: string | null; ruleThreshold: number | null }) =>
  k.rule === null || (k.ruleThreshold !== null && k.ruleThreshold <= (k.rule === "YEARS" ? YEARS_MAX : THANKS_MAX));
const ruleError = { error: t.thresholdInvalid, path: ["ruleThreshold"] };

/** POST /achievements/create */
export const kindCreateSchema = z.object(kindFields).check(z.refine((k) => ruleOk(k), ruleError));
/** POST /achievements/update: the same, with the id; no image keeps the current one. */
export const kindUpdateSchema = z.object({ id: idOf(t.kindNotFound), ...kindFields }).check(z.refine((k) => ruleOk(k), ruleError));
/** POST /achievements/archive */
export const kindArchiveSchema = z.object({ id: idOf(t.kindNotFound), archived: flag });
/** POST /achievements/grant */
export const grantSchema = z.object({
  kindId: idOf(t.kindNotFound),
  userId: idOf(t.personInvalid),
  comment: optionalText(COMMENT_MAX, t.commentTooLong),
  awardedOn: dayField,
});
/** POST /achievements/revoke */
export const revokeSchema = z.object({ id: idOf(t.awardNotFound) });
/** GET /achievements/list?archived&after&limit */
export const listSchema = z.object({
  archived: flag,
  after: optionalIdOf(t.kindNotFound),
  limit: z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) ? PAGE_SIZE : Math.min(Math.max(Math.trunc(n), 1), PAGE_MAX);
    }),
  ),
});
/** GET /achievements/get?id, GET /achievements/holders?id&after */
export const kindIdSchema = z.object({ id: idOf(t.kindNotFound), after: optionalIdOf(t.awardNotFound) });
/** GET /achievements/award?userId&id */
export const awardIdSchema = z.object({ userId: idOf(t.personInvalid), id: idOf(t.awardNotFound) });
/** GET /achievements/of-person?userId */
export const personSchema = z.object({ userId: idOf(t.personInvalid) });

export type KindCreate = z.output<typeof kindCreateSchema>;
export type KindUpdate = z.output<typeof kindUpdateSchema>;
export type KindArchive = z.output<typeof kindArchiveSchema>;
export type GrantInput = z.output<typeof grantSchema>;
export type ListInput = z.output<typeof listSchema>;
