// The consents' inputs, as the pages' GET and POST forms and the /api calls send them: zod/mini. Dates are the
// company's days (dd.mm.yyyy or yyyy-mm-dd); a department filter takes its sub-departments too.
import * as z from "zod/mini";
import { normalizeDate } from "~/shared/dates";
import { flag, idOf, optionalIdOf, pageParam, requiredText } from "~/platform/schema";
import { consentsRefusals as r } from "./messages.server";
import { consents as t } from "./messages";

import { BODY_MAX, CONSENTS_PAGE, MAX_ID } from "./constants";

const QUERY_MAX = 100;

const day = z
  .pipe(
    z.optional(z.string()),
    z.transform((v) => normalizeDate(v ?? "")),
  )
  .check(z.refine((v) => v !== null, { error: r.badDate }));

/**
 * GET /personal-accept/list and the page's filters. `after`: the last id shown (keyset: consents newest
 * first by their id; with `pending`, people by their id).
 */
export const consentFilterSchema = z
  .object({
    from: day,
    to: day,
    departmentId: optionalIdOf(r.badDepartment),
    query: z
      .pipe(
        z.optional(z.nullable(z.string({ error: r.queryTooLong }))),
        z.transform((v) => v?.trim() ?? ""),
      )
      .check(z.refine((v) => v.length <= QUERY_MAX, { error: r.queryTooLong })),
    pending: flag,
    after: pageParam(0, 0, MAX_ID),
    pageSize: pageParam(CONSENTS_PAGE, 1, 200),
  })
  .check(z.refine((v) => !v.from || !v.to || v.from <= v.to, { error: r.badPeriod, path: ["to"] }));

export type ConsentFilter = z.output<typeof consentFilterSchema>;

/** GET /personal-accept/user?id= */
export const personQuerySchema = z.object({ id: idOf(r.badPerson) });

/** POST /personal-accept/text {body}, and the page's publish form. */
export const publishSchema = z.object({ body: requiredText(BODY_MAX, t.bodyRequired, t.bodyTooLong) });

/** POST /personal-accept/accept {version?}: the version the person read (a newer one published meanwhile is refused). */
export const acceptSchema = z.object({ version: optionalIdOf(r.badVersion) });
