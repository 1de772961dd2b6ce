// The claims administrators' list (/admin/claims, our design): every claim, newest first, filtered by
// status and type, 20 a page. Only ROLE_EDIT_USER_CLAIMS holders and administrators (isClaimsAdmin).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { claimRefusals as t } from "../messages.server";
import { isClaimsAdmin } from "../policy";
import { statusOf } from "../workflow";
import type { ClaimListItem } from "./claim-lists.server";
import type { ClaimTypeRegistry } from "./claim-types.server";

export interface AdminListQuery {
  status: string | null;
  type: string | null;
  pageNumber: number;
  pageSize: number;
  /** One row past the page (claim-lists.server.ts: withMore). */
  lookahead?: boolean;
}

export function createClaimAdmin({ db }: Deps, types: ClaimTypeRegistry) {
  return {
    /** Every claim (filters optional), newest first, with its owner's name. */
    async listAll(actor: Actor, q: AdminListQuery): Promise<(ClaimListItem & { owner: { id: number; name: string } })[]> {
      const user = requireUser(actor);
      if (!isClaimsAdmin(user)) throw forbidden(t.notFound);
      let query = db
        .selectFrom("claims as c")
        .innerJoin("users as u", "u.id", "c.owner_id")
        .select(["c.id", "c.type", "c.status", "c.subject", "c.create_date", "c.update_date", "u.id as owner_id", "u.name", "u.surname"]);
      if (q.status) query = query.where("c.status", "=", q.status);
      if (q.type) query = query.where("c.type", "=", q.type);
      const rows = await query
        .orderBy("c.id", "desc")
        .limit(q.pageSize + (q.lookahead ? 1 : 0))
        .offset(q.pageNumber * q.pageSize)
        .execute();
      return rows.map((r) => {
        const type = types.get(r.type);
        return {
          id: r.id,
          type: r.type,
          typeDescription: type?.description ?? r.type,
          status: { name: r.status, description: (type && statusOf(type, r.status)?.description) ?? r.status },
          subject: r.subject,
          createDate: r.create_date,
          updateDate: r.update_date,
          owner: { id: r.owner_id, name: `${r.name} ${r.surname}` },
        };
      });
    },

    /** The filters' choices: every registered type, and every status any of them has (once, by name). */
    filterChoices() {
      const statuses = new Map<string, string>();
      for (const type of types.all()) for (const s of type.statuses) if (!statuses.has(s.name)) statuses.set(s.name, s.description);
      return {
        types: types.all().map((type) => ({ name: type.name, description: type.description })),
        statuses: [...statuses].map(([name, description]) => ({ name, description })),
      };
    },
  };
}
