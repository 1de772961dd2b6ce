// Who sees a claim, and in which capacities: its owner, its handlers (those of a past step of a routed
// claim read it without moves) and claims administrators. Anyone else is told the claim does not exist,
// exactly as for an unknown id, so ids reveal nothing.
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import type { ClaimTable } from "../tables";
import type { Selectable } from "kysely";
import { claimRefusals as t } from "../messages.server";
import { isClaimsAdmin } from "../policy";
import type { ClaimCapacity } from "../workflow";
import type { ClaimDb, ClaimTypeRegistry } from "./claim-types.server";

export type ClaimRow = Selectable<ClaimTable>;

/**
 * The reader's capacities on a claim, and whether they may read it at all: a handler of a past step of
 * its route (claim_handlers.current 0) has no capacity, so no moves, but still reads the claim.
 */
export async function capacitiesOf(
  db: ClaimDb,
  user: SignedIn,
  claim: Pick<ClaimRow, "id" | "owner_id">,
): Promise<{ capacities: ClaimCapacity[]; reader: boolean }> {
  const capacities: ClaimCapacity[] = [];
  if (claim.owner_id === user.userId) capacities.push("owner");
  const handler = await db
    .selectFrom("claim_handlers")
    .select("current")
    .where("user_id", "=", user.userId)
    .where("claim_id", "=", claim.id)
    .executeTakeFirst();
  if (handler?.current === 1) capacities.push("handler");
  if (isClaimsAdmin(user)) capacities.push("admin");
  return { capacities, reader: capacities.length > 0 || handler !== undefined };
}

/**
 * The claim and the reader's capacities on it; «Заявка не найдена» when unknown or not theirs to see. Its
 * type may let more people read it (ClaimType.reads), without capacities.
 */
export async function visibleClaim(
  db: ClaimDb,
  types: ClaimTypeRegistry,
  user: SignedIn,
  id: number,
): Promise<{ claim: ClaimRow; capacities: ClaimCapacity[] }> {
  const claim = await db.selectFrom("claims").selectAll().where("id", "=", id).executeTakeFirst();
  if (!claim) throw notFound(t.notFound);
  const { capacities, reader } = await capacitiesOf(db, user, claim);
  const reads = types.get(claim.type)?.reads;
  if (!reader && !(await reads?.(db, { id: claim.id, ownerId: claim.owner_id, objectId: claim.object_id }, user))) {
    throw notFound(t.notFound);
  }
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
