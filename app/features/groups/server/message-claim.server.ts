// GROUP_MESSAGE (issue #14 point 11): a message to a group's managers is a claim of the claims engine,
// about the group (claims.object_id). Its handlers are the group's managers at filing, kept in step when
// managers change (members.server.ts moves the handlers of every type in MANAGER_CLAIM_TYPES). A manager
// takes it into work and completes it naming one of the group's resolution types: the engine checks that
// choice (moveFields) and onMove stores it in group_messages in the move's own transaction.
import type { ClaimType } from "~/features/claims/index.server";
import { groupMessageServerMessages as m } from "../messages.server";
import { groupMessageMessages as f } from "../messages/message";
import { SUBSCRIBE_GROUP, type Db } from "./group-rows.server";
import { groupVariable, managerIds } from "./join-request.server";

export const GROUP_MESSAGE = "GROUP_MESSAGE";
export const MESSAGE_NEW = "NEW";
export const MESSAGE_IN_WORK = "IN_WORK";
export const MESSAGE_COMPLETED = "COMPLETED";
export const MESSAGE_CANCELLED = "CANCELLED";
/** The statuses that wait for a manager (the manager's list). */
export const MESSAGE_AWAITING = [MESSAGE_NEW, MESSAGE_IN_WORK] as const;

/** The claim types whose handlers are a group's managers: appointing or unmaking one moves their open claims. */
export const MANAGER_CLAIM_TYPES = [SUBSCRIBE_GROUP, GROUP_MESSAGE] as const;

/** A group's resolution types, in their order (the complete move's options, GET …/resolution-type/list). */
export function resolutionTypesOf(db: Db, groupId: number) {
  return db
    .selectFrom("group_resolution_types")
    .select(["id", "name"])
    .where("group_id", "=", groupId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/** The group's subjects, in their order (the form's select, GET /groups/subjects/list). */
export function subjectsOf(db: Db, groupId: number) {
  return db.selectFrom("group_subjects").select(["id", "name"]).where("group_id", "=", groupId).orderBy("sort").orderBy("id").execute();
}

export const groupMessage: ClaimType = {
  name: GROUP_MESSAGE,
  description: m.type,
  statuses: [
    { name: MESSAGE_NEW, description: m.status.NEW },
    { name: MESSAGE_IN_WORK, description: m.status.IN_WORK },
    { name: MESSAGE_COMPLETED, description: m.status.COMPLETED, final: true },
    { name: MESSAGE_CANCELLED, description: m.status.CANCELLED, final: true },
  ],
  handler: [
    { from: [MESSAGE_NEW], to: MESSAGE_IN_WORK, commentRequired: false },
    { from: [MESSAGE_NEW, MESSAGE_IN_WORK], to: MESSAGE_COMPLETED, commentRequired: false },
  ],
  owner: [{ from: [MESSAGE_NEW], to: MESSAGE_CANCELLED, commentRequired: false }],
  // Filed by POST /services/group/message/create only (it writes the group_messages row with the claim).
  canCreate: () => false,
  handlers: (db, claim) => (claim.objectId === null ? Promise.resolve([]) : managerIds(db, claim.objectId)),
  notices: [
    { on: { created: true }, recipients: "handlers", type: "GROUP_MESSAGE_NEW_FOR_ADMIN" },
    { on: { to: MESSAGE_IN_WORK }, recipients: "owner", type: "GROUP_MESSAGE_IN_WORK_FOR_OWNER" },
    { on: { to: MESSAGE_COMPLETED }, recipients: "owner", type: "GROUP_MESSAGE_COMPLETED_FOR_OWNER" },
  ],
  moveFields: {
    [MESSAGE_COMPLETED]: [
      {
        name: "resolutionTypeId",
        label: f.resolution,
        required: f.resolutionRequired,
        options: (db, claim) => (claim.objectId === null ? Promise.resolve([]) : resolutionTypesOf(db, claim.objectId)),
      },
    ],
  },
  async onMove(trx, claim, move) {
    const resolutionTypeId = move.fields.resolutionTypeId;
    if (move.to !== MESSAGE_COMPLETED || resolutionTypeId === undefined) return;
    await trx.updateTable("group_messages").set({ resolution_type_id: resolutionTypeId }).where("claim_id", "=", claim.id).execute();
  },
  objectVariable: groupVariable,
};
