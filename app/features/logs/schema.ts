// The logs' filters, as the pages' GET forms and the /api calls send them: zod/mini. Dates are the company's
// days (dd.mm.yyyy or yyyy-mm-dd); codes (an entity, an action, a kind) as stored, in capitals.
import * as z from "zod/mini";
import { normalizeDate } from "~/shared/dates";
import { optionalIdOf, pageParam } from "~/platform/schema";
import { logsRefusals as t } from "./messages.server";

const code = z
  .pipe(
    z.optional(z.string()),
    z.transform((v) => (v?.trim() ? v.trim().toUpperCase() : undefined)),
  )
  .check(z.refine((v) => v === undefined || /^[A-Z][A-Z_]{0,63}$/.test(v), { error: t.badCode }));

const day = z
  .pipe(
    z.optional(z.string()),
    z.transform((v) => normalizeDate(v ?? "")),
  )
  .check(z.refine((v) => v !== null, { error: t.badDate }));

const period = { from: day, to: day };
const checkPeriod = <T extends { from: string | null; to: string | null }>(v: T) => !v.from || !v.to || v.from <= v.to;

export const LOG_PAGE = 50;
/** The largest id either table can hold (an integer column on PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** GET /admin/logi/list and the page's filters. `before`: the last id shown (keyset, newest first). */
export const auditFilterSchema = z
  .object({
    actorId: optionalIdOf(t.badPerson),
    entity: code,
    entityId: z.pipe(
      z.optional(z.string()),
      z.transform((v) => (v?.trim() ? v.trim().slice(0, 64) : undefined)),
    ),
    action: code,
    ...period,
    before: pageParam(0, 0, MAX_ID),
    pageSize: pageParam(LOG_PAGE, 1, 200),
  })
  .check(z.refine(checkPeriod, { error: t.badPeriod, path: ["to"] }));

/** GET /admin/ts-logs/list and the page's filters. */
export const techFilterSchema = z
  .object({
    kind: code,
    userId: optionalIdOf(t.badPerson),
    ...period,
    before: pageParam(0, 0, MAX_ID),
    pageSize: pageParam(LOG_PAGE, 1, 200),
  })
  .check(z.refine(checkPeriod, { error: t.badPeriod, path: ["to"] }));

/** POST /admin/logi/retention {days} */
export const retentionSchema = z.object({
  days: z
    .pipe(
      z.union([z.string(), z.number()], { error: t.badRetention }),
      z.transform((v) => Number(v)),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= 30 && n <= 3650, { error: t.badRetention })),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;
export type TechFilter = z.output<typeof techFilterSchema>;
