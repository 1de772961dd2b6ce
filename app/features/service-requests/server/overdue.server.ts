// The service requests overdue now (issue #33 point 4, /admin/request-statistic): still awaited past their
// step's due time, counted by service in one statement. No reader check: the statistics check theirs first.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { claimRows } from "~/features/claims/index.server";
import { AWAITING_STOP } from "./request-claims.server";

export async function overdueServiceRequests(db: Kysely<Database>, at: Date): Promise<{ service: string; count: number }[]> {
  const rows = await db
    .selectFrom("service_requests as r")
    .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .where("c.status", "in", AWAITING_STOP)
    .where("r.due_at", "<", at.toISOString())
    .select((eb) => ["t.name", eb.fn.countAll<number>().as("n")])
    .groupBy("t.name")
    .orderBy("n", "desc")
    .execute();
  return rows.map((r) => ({ service: r.name, count: Number(r.n) }));
}
