// A leave's approver sees the team's approved leave at the same time (issue #34 point 3, «Leave»): the
// requests of the VACATION family by people of the requester's department whose dates overlap hers, once past
// their approval (waiting on HR, in work or done). One statement, however large the team; shown as notes
// on the request's page to its handlers (the claims engine's ClaimType.notes).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { claimRows } from "~/features/claims/index.server";
import { fullName } from "~/features/contacts/index.server";
import { russianDate } from "../fields";
import { overlapNote } from "../messages.server";
import { APPROVED_STATUSES } from "./absences.server";

type Db = Kysely<Database> | Transaction<Database>;

/** More than any approver reads; the rest are said as a count. */
const SHOWN = 10;

export async function teamLeaveOverlaps(db: Db, claimId: number): Promise<string[]> {
  const own = await db
    .selectFrom("service_requests")
    .select(["owner_id", "starts_on", "ends_on"])
    .where("claim_id", "=", claimId)
    .executeTakeFirst();
  if (!own?.starts_on || !own.ends_on) return [];
  const rows = await db
    .selectFrom("service_requests as r")
    .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .innerJoin("users as u", "u.id", "r.owner_id")
    .select(["r.claim_id", "r.starts_on", "r.ends_on", "u.name", "u.surname", "u.middlename"])
    .where("t.family", "=", "VACATION")
    .where("r.owner_id", "!=", own.owner_id)
    .where("u.department_id", "=", (eb) => eb.selectFrom("users").select("department_id").where("id", "=", own.owner_id))
    .where("r.starts_on", "<=", own.ends_on)
    .where("r.ends_on", ">=", own.starts_on)
    .where("c.status", "in", APPROVED_STATUSES)
    .orderBy("r.starts_on")
    .orderBy("r.claim_id")
    .limit(SHOWN + 1)
    .execute();
  const notes = rows
    .slice(0, SHOWN)
    .map((r) => overlapNote.line(fullName(r), russianDate(r.starts_on ?? ""), russianDate(r.ends_on ?? "")));
  return rows.length > SHOWN ? [...notes, overlapNote.more] : notes;
}
