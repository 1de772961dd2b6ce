// Who may download a résumé (issue #15 point 7): its uploader, the handlers of the claim of the reply
// that holds it, and whoever reads that vacancy's replies now (vacancy editors, its contact: the list
// shows them the résumé's link). Anyone else is answered as for a missing file. A résumé on no reply yet
// (uploaded, the form not sent) is its uploader's alone. Null for other files: not the vacancies' to decide.
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { claimsHandledBy } from "~/features/claims/index.server";
import { canReadReplies } from "../policy";

export async function resumeReadGuard(db: Kysely<Database>, actor: Actor, fileId: number): Promise<boolean | null> {
  const me = actor.kind === "user" ? actor.userId : 0;
  const rows = await db
    .selectFrom("files as f")
    .leftJoin("vacancy_replies as r", "r.resume_file_id", "f.id")
    .leftJoin("vacancies as v", "v.id", "r.vacancy_id")
    .leftJoin(claimsHandledBy(db, me).as("h"), "h.claim_id", "r.claim_id")
    .select(["f.file_type", "f.user_id", "v.contact_id", "h.user_id as handler_id"])
    .where("f.id", "=", fileId)
    .execute();
  const first = rows[0];
  if (first?.file_type !== "VACANCY_RESUME") return null;
  if (actor.kind !== "user") return false;
  if (first.user_id === actor.userId) return true;
  return rows.some((row) => row.handler_id !== null || (row.contact_id !== null && canReadReplies(actor, { contactId: row.contact_id })));
}
