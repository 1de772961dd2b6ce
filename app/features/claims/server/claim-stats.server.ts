// The claims' figures for /admin/request-statistic (issue #33 point 4), each one aggregate statement over the
// claims filed in a period (by the people of a department, when one is chosen): by type and status, by current handler, and how long the closed ones (in a final
// status of their type) took from filing to their last change. No reader check here: the statistics feature's
// domain checks its reader (ROLE_GET_LOG) before it asks.
import { sql, type Expression, type SqlBool } from "kysely";
import type { Deps } from "~/platform/deps.server";
import { statusOf } from "../workflow";
import type { ClaimTypeRegistry } from "./claim-types.server";
import { personInDepartmentTree } from "~/features/users/index.server";

/** A period as the UTC instants it starts at and ends before; with a department, only its people's claims (and its sub-departments'). */
export interface ClaimPeriod {
  fromIso: string;
  toIso: string;
  departmentId?: number | null;
}

export interface ClaimFigures {
  byTypeStatus: { type: string; typeName: string; status: string; statusName: string; final: boolean; count: number }[];
  /** The busiest current handlers (HANDLERS_SHOWN), with how many of theirs are still open. */
  byHandler: { userId: number; name: string; claims: number; open: number }[];
  closing: { type: string; typeName: string; closed: number; averageDays: number }[];
}

export const HANDLERS_SHOWN = 20;

export function createClaimStats({ db, database }: Deps, types: ClaimTypeRegistry) {
  /** A final status of its type: a (type, status) pair of the registry. */
  const finalPairs = () => types.all().flatMap((t) => t.statuses.filter((s) => s.final).map((s) => [t.name, s.name] as const));
  // Days between two ISO texts: each database's own date arithmetic (ADR 0005: behind one small switch).
  const days =
    database?.dialect === "postgres"
      ? sql<number>`avg(extract(epoch from (cast(c.update_date as timestamptz) - cast(c.create_date as timestamptz))) / 86400)`
      : sql<number>`avg(julianday(c.update_date) - julianday(c.create_date))`;

  return {
    async claimFigures(period: ClaimPeriod): Promise<ClaimFigures> {
      const finals = finalPairs();
      let inPeriod = db.selectFrom("claims as c").where("c.create_date", ">=", period.fromIso).where("c.create_date", "<", period.toIso);
      if (period.departmentId) inPeriod = inPeriod.where(personInDepartmentTree("c.owner_id", period.departmentId));
      const isFinal: Expression<SqlBool> =
        finals.length === 0
          ? sql<SqlBool>`1 = 0`
          : sql<SqlBool>`(${sql.join(
              finals.map(([type, status]) => sql`(c.type = ${type} and c.status = ${status})`),
              sql` or `,
            )})`;
      const byTypeStatus = await inPeriod
        .select((eb) => ["c.type", "c.status", eb.fn.countAll<number>().as("n")])
        .groupBy(["c.type", "c.status"])
        .execute();
      const byHandler = await inPeriod
        .innerJoin("claim_handlers as h", "h.claim_id", "c.id")
        .innerJoin("users as u", "u.id", "h.user_id")
        .where("h.current", "=", 1)
        .select((eb) => [
          "h.user_id",
          "u.surname",
          "u.name",
          eb.fn.countAll<number>().as("n"),
          eb.fn.sum<number>(eb.case().when(isFinal).then(0).else(1).end()).as("open"),
        ])
        .groupBy(["h.user_id", "u.surname", "u.name"])
        .orderBy("n", "desc")
        .orderBy("h.user_id")
        .limit(HANDLERS_SHOWN)
        .execute();
      const closing = await inPeriod
        .where(isFinal)
        .select((eb) => ["c.type", eb.fn.countAll<number>().as("n"), days.as("days")])
        .groupBy("c.type")
        .execute();
      const typeName = (name: string) => types.get(name)?.description ?? name;
      return {
        byTypeStatus: byTypeStatus.map((r) => {
          const status = types.get(r.type) ? statusOf(types.get(r.type)!, r.status) : undefined;
          return {
            type: r.type,
            typeName: typeName(r.type),
            status: r.status,
            statusName: status?.description ?? r.status,
            final: status?.final ?? false,
            count: Number(r.n),
          };
        }),
        byHandler: byHandler.map((r) => ({
          userId: r.user_id,
          name: `${r.surname} ${r.name}`.trim(),
          claims: Number(r.n),
          open: Number(r.open),
        })),
        closing: closing.map((r) => ({ type: r.type, typeName: typeName(r.type), closed: Number(r.n), averageDays: Number(r.days) })),
      };
    },
  };
}
