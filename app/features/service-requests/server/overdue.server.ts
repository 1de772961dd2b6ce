// The service requests overdue now (issue #33 point 4, /admin/request-statistic): still awaited past their
// step's due time, counted by service in one statement. No reader check: the statistics check theirs first.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { claimRows } from "~/features/claims/index.server";
import { personInDepartmentTree } from "~/features/users/index.server";
import { AWAITING_STOP } from "./request-claims.server";

export async function overdueServiceRequests(
  db: Kysely<Database>,
  at: Date,
  departmentId: number | null = null,
): Promise<{ service: string; count: number }[]> {
  let query = db
    .selectFrom("service_requests as r")
    .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .where("c.status", "in", AWAITING_STOP)
    .where("r.due_at", "<", at.toISOString());
  // Filed by the people of a department and of those under it.
  if (departmentId) query = query.where(personInDepartmentTree("c.owner_id", departmentId));
  const rows = await query
    .select((eb) => ["t.name", eb.fn.countAll<number>().as("n")])
    .groupBy("t.name")
    .orderBy("n", "desc")
    .execute();
  return rows.map((r) => ({ service: r.name, count: Number(r.n) }));
}
