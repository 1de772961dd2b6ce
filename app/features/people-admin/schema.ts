// The people page's forms and calls (issue #32 point 5): zod/mini, the same rules for the page's forms and the
// /api. The list's filter comes from the page's address or the call's query; a block or an unblock carries a
// reason for the audit log; ending sessions names only the person.
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, pageParam, refuse, requiredText } from "~/platform/schema";
import { peopleAdmin as t } from "./messages";
import { PEOPLE_PAGE_SIZE, PEOPLE_STATES, REASON_MAX, type PeopleState } from "./constants";

const isState = (v: unknown): v is PeopleState => PEOPLE_STATES.includes(v as PeopleState);

const QUERY_MAX = 100;

/** GET /admin/users-info/list?query&departmentId&state&after&pageSize, and the page's address. */
export const listQuerySchema = z.object({
  query: z
    .pipe(
      z.optional(z.nullable(z.string({ error: t.queryInvalid }))),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(z.refine((v) => v.length <= QUERY_MAX, { error: t.queryTooLong })),
  departmentId: optionalIdOf(t.departmentUnknown),
  state: field((v) => (v === undefined || v === null || v === "" ? "all" : isState(v) ? v : refuse(t.stateUnknown))),
  after: pageParam(0, 0, 2_147_483_647),
  pageSize: pageParam(PEOPLE_PAGE_SIZE, 1, 200),
});
export type PeopleFilter = z.output<typeof listQuerySchema>;

/** POST /admin/users-info/block and /unblock {userId, reason}, and the page's form of either. */
export const stateChangeSchema = z.object({
  userId: idOf(t.personRequired),
  reason: requiredText(REASON_MAX, t.reasonRequired, t.reasonTooLong),
});
export type StateChange = z.output<typeof stateChangeSchema>;

/** POST /admin/users-info/end-sessions {userId}, and the page's row form. */
export const endSessionsSchema = z.object({ userId: idOf(t.personRequired) });
