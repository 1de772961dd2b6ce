// SUBSCRIBE_GROUP (issue #14 point 6): a request to join a closed group is a claim of the claims engine.
// Its handlers are the group's managers (kept in step when managers change: members.server.ts); a
// manager accepts or rejects it, its owner may withdraw it. Accepting adds the member in the move's own
// transaction (onMove), so an accepted request and the membership commit together or not at all.
// One request waits per person and group (oneOpenPerObject), however many subscribes race.
// Statuses SUBSCRIBE_GROUP_ACCEPTED and _REJECTED are the spec's notifyClaim.claimStatus.name values.
import type { ClaimType } from "~/features/claims/index.server";
import { groupClaimMessages as m } from "../messages.server";
import { REQUEST_WAITING, SUBSCRIBE_GROUP, type Db } from "./group-rows.server";
import { addMember } from "./membership.server";

export const REQUEST_ACCEPTED = "SUBSCRIBE_GROUP_ACCEPTED";
export const REQUEST_REJECTED = "SUBSCRIBE_GROUP_REJECTED";

/** The managers of a group, in id order. */
export async function managerIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("group_members")
    .select("user_id")
    .where("group_id", "=", groupId)
    .where("is_manager", "=", 1)
    .orderBy("user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

/** The group's name and id as a notification's {group} (family GROUP: its page). */
export async function groupVariable(db: Db, groupId: number): Promise<{ text: string; objectId: number } | null> {
  const group = await db.selectFrom("groups").select(["id", "name"]).where("id", "=", groupId).executeTakeFirst();
  return group ? { text: group.name, objectId: group.id } : null;
}

export const joinRequest: ClaimType = {
  name: SUBSCRIBE_GROUP,
  description: m.subscribeType,
  statuses: [
    { name: REQUEST_WAITING, description: m.status.NEW },
    { name: REQUEST_ACCEPTED, description: m.status.SUBSCRIBE_GROUP_ACCEPTED, final: true },
    { name: REQUEST_REJECTED, description: m.status.SUBSCRIBE_GROUP_REJECTED, final: true },
    { name: "CANCELLED", description: m.status.CANCELLED, final: true },
  ],
  handler: [
    { from: [REQUEST_WAITING], to: REQUEST_ACCEPTED, commentRequired: false },
    { from: [REQUEST_WAITING], to: REQUEST_REJECTED, commentRequired: false },
  ],
  owner: [{ from: [REQUEST_WAITING], to: "CANCELLED", commentRequired: false }],
  // Filed by POST /groups/subscribe only.
  canCreate: () => false,
  // One waiting request per person and group, held by the database: parallel subscribes file one.
  oneOpenPerObject: true,
  handlers: (db, claim) => (claim.objectId === null ? Promise.resolve([]) : managerIds(db, claim.objectId)),
  notices: [
    { on: { created: true }, recipients: "handlers", type: "CLAIM_SUBSCRIBE_GROUP_NEW_FOR_APPROVER" },
    { on: { to: REQUEST_ACCEPTED }, recipients: "owner", type: "GROUP_SUBSCRIBE_ACCEPTED", about: "object" },
    { on: { to: REQUEST_REJECTED }, recipients: "owner", type: "GROUP_SUBSCRIBE_REJECTED", about: "object" },
  ],
  async onMove(trx, claim, move) {
    if (move.to !== REQUEST_ACCEPTED || claim.objectId === null) return;
    await addMember(trx, claim.objectId, claim.ownerId, { manager: false, at: move.at });
  },
  objectVariable: groupVariable,
};
