// Who sees a claim, and in which capacities: its owner, its handlers and claims administrators. Anyone
// else is told the claim does not exist, exactly as for an unknown id, so ids reveal nothing.
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import type { ClaimTable } from "../tables";
import type { Selectable } from "kysely";
import { claimRefusals as t } from "../messages.server";
import { isClaimsAdmin } from "../policy";
import type { ClaimCapacity } from "../workflow";
import type { ClaimDb } from "./claim-types.server";

export type ClaimRow = Selectable<ClaimTable>;

export async function capacitiesOf(db: ClaimDb, user: SignedIn, claim: Pick<ClaimRow, "id" | "owner_id">): Promise<ClaimCapacity[]> {
  const capacities: ClaimCapacity[] = [];
  if (claim.owner_id === user.userId) capacities.push("owner");
  const handler = await db
    .selectFrom("claim_handlers")
    .select("user_id")
    .where("user_id", "=", user.userId)
    .where("claim_id", "=", claim.id)
    .executeTakeFirst();
  if (handler) capacities.push("handler");
  if (isClaimsAdmin(user)) capacities.push("admin");
  return capacities;
}

/** The claim and the reader's capacities on it; «Заявка не найдена» when unknown or not theirs to see. */
export async function visibleClaim(db: ClaimDb, user: SignedIn, id: number): Promise<{ claim: ClaimRow; capacities: ClaimCapacity[] }> {
  const claim = await db.selectFrom("claims").selectAll().where("id", "=", id).executeTakeFirst();
  if (!claim) throw notFound(t.notFound);
  const capacities = await capacitiesOf(db, user, claim);
  if (capacities.length === 0) throw notFound(t.notFound);
  return { claim, capacities };
}

/** The short person of the spec's history entries. */
export interface ClaimPerson {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
}

export const personOf = (r: { id: number; name: string; surname: string; middlename: string | null }): ClaimPerson => ({
  id: r.id,
  name: r.name,
  surname: r.surname,
  middlename: r.middlename,
});
