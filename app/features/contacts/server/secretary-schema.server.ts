// The secretaries' forms and calls (/admin/secretary-to-department, /api/secretary/*): zod/mini, read on the
// server only. The page's finders post single ids (userId, departmentId), as the calls do.
import * as z from "zod/mini";
import { idOf, pageParam } from "~/platform/schema";
import { secretariesPage as t } from "~/features/contacts/messages/secretaries";

const QUERY_MAX = 100;
export const SECRETARIES_PAGE = 50;

const filterText = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.queryInvalid }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(z.refine((v) => v.length <= QUERY_MAX, { error: t.queryTooLong }));

/** "12.345": the key of the last row shown; anything else is the first page. */
const afterKey = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): readonly [number, number] | null => {
    const m = typeof v === "string" ? /^(\d{1,10})\.(\d{1,10})$/.exec(v) : null;
    return m ? [Number(m[1]), Number(m[2])] : null;
  }),
);

/** GET /secretary/list?department&person&after&pageSize, and the page's address. */
export const secretaryListSchema = z.object({
  department: filterText,
  person: filterText,
  after: afterKey,
  pageSize: pageParam(SECRETARIES_PAGE, 1, 200),
});

/** POST /secretary/add and /remove {departmentId, userId}, and the page's forms. */
export const assignmentSchema = z.object({
  departmentId: idOf(t.whereRequired),
  userId: idOf(t.whoRequired),
});
