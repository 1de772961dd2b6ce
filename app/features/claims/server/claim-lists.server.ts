// The claims' lists and histories (issue #13 point 8): a person's own claims, the claims they handle,
// and one claim's history and status history, newest first. Each reads one index range: claims_owner
// (owner_id, id), claim_handlers' key (user_id, claim_id), the histories' (claim_id, id).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/features/users/index.server";
import { claimMessages } from "../messages";
import type { HistoryQuery, ListQuery } from "../schema";
import { movesOf, statusOf, type ClaimWorkflow } from "../workflow";
import { personOf, visibleClaim, type ClaimPerson } from "./access.server";
import type { ClaimTypeRegistry } from "./claim-types.server";

export interface ClaimListItem {
  id: number;
  type: string;
  typeDescription: string;
  status: { name: string; description: string };
  subject: string;
  createDate: string;
  updateDate: string;
}

export interface ClaimHistoryEntry {
  id: number;
  date: string;
  user: ClaimPerson;
  typeDescription: string;
  comment: string | null;
}

export interface ClaimStatusHistoryEntry extends ClaimHistoryEntry {
  from: { name: string; description: string } | null;
  to: { name: string; description: string };
}

/** Pages ask for one row more than they show: whether a next page exists, without a second query. */
export interface Lookahead {
  lookahead?: boolean;
}

/** A page read with `lookahead`: its rows, and whether more follow. */
export function withMore<T>(rows: readonly T[], pageSize: number): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

const NO_WORKFLOW: ClaimWorkflow = { statuses: [], owner: [], handler: [] };

export function createClaimLists({ db }: Deps, types: ClaimTypeRegistry) {
  const workflowOf = (name: string): ClaimWorkflow => types.get(name) ?? NO_WORKFLOW;
  const describe = (type: string, status: string) => statusOf(workflowOf(type), status)?.description ?? status;
  const named = (type: string, status: string) => ({ name: status, description: describe(type, status) });
  /** Statuses in which a handler has a move to make, by type: the approver's "awaiting" claims. */
  const awaitingPairs = () =>
    types.all().map((type) => ({
      type: type.name,
      statuses: type.statuses.filter((s) => movesOf(type, s.name, ["handler"]).length > 0).map((s) => s.name),
    }));
  const isAwaiting = (type: string, status: string) => movesOf(workflowOf(type), status, ["handler"]).length > 0;

  const item = (r: {
    id: number;
    type: string;
    status: string;
    subject: string;
    create_date: string;
    update_date: string;
  }): ClaimListItem => ({
    id: r.id,
    type: r.type,
    typeDescription: types.get(r.type)?.description ?? r.type,
    status: named(r.type, r.status),
    subject: r.subject,
    createDate: r.create_date,
    updateDate: r.update_date,
  });
  const claimColumns = ["c.id", "c.type", "c.status", "c.subject", "c.create_date", "c.update_date"] as const;
  const userColumns = ["u.id as user_id", "u.name", "u.surname", "u.middlename"] as const;
  const person = (r: { user_id: number; name: string; surname: string; middlename: string | null }) =>
    personOf({ id: r.user_id, name: r.name, surname: r.surname, middlename: r.middlename });

  return {
    /**
     * GET /user-claims-v2/list-for-cur-user: the caller's own claims, newest first, 20 a page.
     * `lookahead` (the pages) reads one row past the page: whether "Дальше" leads anywhere (withMore).
     */
    async listForCurUser(actor: Actor, { pageNumber, pageSize, lookahead }: ListQuery & Lookahead): Promise<ClaimListItem[]> {
      const user = requireUser(actor);
      const rows = await db
        .selectFrom("claims as c")
        .select(claimColumns)
        .where("c.owner_id", "=", user.userId)
        .orderBy("c.id", "desc")
        .limit(pageSize + (lookahead ? 1 : 0))
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map(item);
    },

    /**
     * GET /user-claims-v2/list-for-approver: the claims the caller handles or handled (a past step of a
     * routed claim), newest first; `awaiting` keeps those she handles now in a status where a handler has
     * a move to make (each item says so too). `rest` (the approver's page, not the call) keeps the
     * others, so that page lists each claim once.
     */
    async listForApprover(
      actor: Actor,
      { pageNumber, pageSize, awaiting, rest = false, lookahead }: ListQuery & Lookahead & { rest?: boolean },
    ): Promise<(ClaimListItem & { awaiting: boolean })[]> {
      const user = requireUser(actor);
      let query = db
        .selectFrom("claim_handlers as h")
        .innerJoin("claims as c", "c.id", "h.claim_id")
        .select([...claimColumns, "h.current"])
        .where("h.user_id", "=", user.userId);
      if (awaiting || rest) {
        const pairs = awaitingPairs().filter((p) => p.statuses.length > 0);
        if (pairs.length === 0 && awaiting) return [];
        if (pairs.length > 0) {
          query = query.where((eb) => {
            // A past step's approver (current 0) reads the claim among the rest: it no longer waits on her.
            const waiting = eb.and([
              eb("h.current", "=", 1),
              eb.or(pairs.map((p) => eb.and([eb("c.type", "=", p.type), eb("c.status", "in", p.statuses)]))),
            ]);
            return awaiting ? waiting : eb.not(waiting);
          });
        }
      }
      const rows = await query
        .orderBy("h.claim_id", "desc")
        .limit(pageSize + (lookahead ? 1 : 0))
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((r) => ({ ...item(r), awaiting: r.current === 1 && isAwaiting(r.type, r.status) }));
    },

    /** GET /user-claims-v2/list-history: comments and events of one claim, newest first (page 0, 100). */
    async history(actor: Actor, { claimId, pageNumber, pageSize }: HistoryQuery): Promise<ClaimHistoryEntry[]> {
      const user = requireUser(actor);
      const { claim } = await visibleClaim(db, types, user, claimId);
      const rows = await db
        .selectFrom("claim_history as e")
        .innerJoin("users as u", "u.id", "e.user_id")
        .select(["e.id", "e.date", "e.type", "e.status", "e.comment", ...userColumns])
        .where("e.claim_id", "=", claimId)
        .orderBy("e.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        date: r.date,
        user: person(r),
        typeDescription:
          r.type === "STATUS" ? claimMessages.history.STATUS(describe(claim.type, r.status ?? "")) : claimMessages.history[r.type],
        comment: r.comment,
      }));
    },

    /** GET /user-claims/status/list-history: one claim's moves, newest first; typeDescription names the new status. */
    async statusHistory(actor: Actor, { claimId, pageNumber, pageSize }: HistoryQuery): Promise<ClaimStatusHistoryEntry[]> {
      const user = requireUser(actor);
      const { claim } = await visibleClaim(db, types, user, claimId);
      const rows = await db
        .selectFrom("claim_status_history as e")
        .innerJoin("users as u", "u.id", "e.user_id")
        .select(["e.id", "e.date", "e.from_status", "e.to_status", "e.comment", ...userColumns])
        .where("e.claim_id", "=", claimId)
        .orderBy("e.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        date: r.date,
        user: person(r),
        typeDescription: describe(claim.type, r.to_status),
        comment: r.comment,
        from: r.from_status === null ? null : named(claim.type, r.from_status),
        to: named(claim.type, r.to_status),
      }));
    },
  };
}
