// The statistics pages' period and department, as their GET forms and the /api calls send them. Dates are the
// company's days (dd.mm.yyyy or yyyy-mm-dd); empty ones are the default period's (the service fills them in,
// as only it knows today). A reversed period or one longer than three years is refused by its field.
import * as z from "zod/mini";
import { normalizeDate } from "~/shared/dates";
import { optionalIdOf } from "~/platform/schema";
import { statisticsRefusals as r } from "./messages.server";

const day = z
  .pipe(
    z.optional(z.nullable(z.string({ error: r.badDate }))),
    z.transform((v) => normalizeDate(v ?? "")),
  )
  .check(z.refine((v) => v !== null, { error: r.badDate }));

/** The last day a period from `from` may end on: three calendar years later. */
export const latestEnd = (from: string) => `${Number(from.slice(0, 4)) + 3}${from.slice(4)}`;

export const periodSchema = z.object({ from: day, to: day, departmentId: optionalIdOf(r.badDepartment) }).check(
  z.refine((v) => !v.from || !v.to || v.from <= v.to, { error: r.reversed, path: ["to"] }),
  z.refine((v) => !v.from || !v.to || v.to < v.from || v.to <= latestEnd(v.from), { error: r.tooLong, path: ["to"] }),
);

export type PeriodInput = z.output<typeof periodSchema>;
