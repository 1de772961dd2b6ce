// A service's requests for its administrators (/services/{key}/list; the spec's /services/statements/list,
// where STATEMENT_COMPLETED_FOR_ADMIN leads): every person's, newest first, by status, LIST_PAGE at a time by
// keyset (?after=the last number shown). One statement a page, however many requests the service has.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { claimRows } from "~/features/claims/index.server";
import { fullName } from "~/features/contacts/index.server";
import { adminRefusals as t, serverMessages } from "../messages.server";
import { canAdministerService } from "../policy";
import { AWAITING_STOP } from "./request-claims.server";

export const LIST_PAGE = 20;

export interface ListedRequest {
  id: number;
  owner: { id: number; name: string };
  summary: string;
  status: string;
  createDate: string;
  /** When the stop it waits on is due; null: no due time, or it waits on no one now (done, refused, on a fix). */
  dueAt: string | null;
  overdue: boolean;
}

export function createServiceList({ db, now }: Deps) {
  return {
    async list(
      actor: Actor,
      key: string,
      page: { status: string | null; after: number | null },
    ): Promise<{ service: { key: string; name: string }; rows: ListedRequest[]; next: number | null }> {
      const user = requireUser(actor);
      const type = await db
        .selectFrom("service_types")
        .select(["id", "key", "name", "manager_role"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (!type) throw notFound(serverMessages.serviceNotFound);
      if (!canAdministerService(user, type.manager_role)) throw forbidden(t.forbidden);
      let query = db
        .selectFrom("service_requests as r")
        .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
        .innerJoin("users as u", "u.id", "r.owner_id")
        .select([
          "r.claim_id",
          "r.due_at",
          "c.status",
          "c.text",
          "c.create_date",
          "u.id as owner_id",
          "u.name",
          "u.surname",
          "u.middlename",
        ])
        .where("r.type_id", "=", type.id);
      if (page.status) query = query.where("c.status", "=", page.status);
      if (page.after !== null) query = query.where("r.claim_id", "<", page.after);
      const found = await query
        .orderBy("r.claim_id", "desc")
        .limit(LIST_PAGE + 1)
        .execute();
      const at = now().toISOString();
      const rows = found.slice(0, LIST_PAGE).map((r) => ({
        id: r.claim_id,
        owner: { id: r.owner_id, name: fullName(r) },
        // The first answer says what it is (a certificate's kind, a pass's guest).
        summary: r.text.split("\n")[0] ?? "",
        status: r.status,
        createDate: r.create_date,
        dueAt: AWAITING_STOP.includes(r.status) ? r.due_at : null,
        overdue: AWAITING_STOP.includes(r.status) && r.due_at !== null && r.due_at < at,
      }));
      return { service: { key: type.key, name: type.name }, rows, next: found.length > LIST_PAGE ? (rows.at(-1)?.id ?? null) : null };
    },
  };
}

export type ServiceListService = ReturnType<typeof createServiceList>;
