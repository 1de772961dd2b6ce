// Messages to a group's managers (issue #14 point 11): who may write and who may handle (the spec's two
// hasPermission checks, part 1 §3), the group's subjects and resolution types, writing one (a
// GROUP_MESSAGE claim and its group_messages row in one transaction; the managers hear of it through the
// claims' outbox), the managers' list of messages awaiting action, taking one into work and completing it.
// Moves go through the claims engine: its version compare-and-set turns a second taker away.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, isDomainError, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { claimsOfType, type ClaimsService } from "~/features/claims/index.server";
import { groupMessageServerMessages as m, groupRefusals } from "../messages.server";
import { groupMessageMessages as f } from "../messages/message";
import { canManageGroup, canMessageGroup, isGroupsAdmin, type Standing } from "../policy";
import type { ManagerListQuery, MessageCompletion, MessageRef, NewGroupMessage } from "../schema-messages";
import type { Db, GroupView } from "./group-rows.server";
import {
  GROUP_MESSAGE,
  groupMessage,
  MESSAGE_AWAITING,
  MESSAGE_COMPLETED,
  MESSAGE_IN_WORK,
  resolutionTypesOf,
  subjectsOf,
} from "./message-claim.server";

/** The spec's answer of the two checks. */
export interface PermissionAnswer {
  hasPermission: boolean;
}

/** A message in the managers' list. */
export interface ManagerMessage {
  id: number;
  createDate: string;
  status: { name: string; description: string };
  text: string;
  group: { id: number; name: string };
  subject: { id: number; name: string } | null;
  author: { id: number; name: string; surname: string; middlename: string | null };
}

/** A link of the shell's menu (the hot line's two). */
export interface HotLineLink {
  to: string;
  label: string;
}

const describe = (status: string) => groupMessage.statuses.find((s) => s.name === status)?.description ?? status;

export function createGroupMessages(deps: Deps, claims: ClaimsService) {
  const { db } = deps;

  /** A group not deleted with the person's standing in it; null when there is none. */
  async function groupFor(trx: Db, user: SignedIn, groupId: number) {
    const row = await trx
      .selectFrom("groups as g")
      .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "g.id").on("m.user_id", "=", user.userId))
      .select(["g.id", "g.name", "g.config_close", "g.messages_enabled", "m.user_id", "m.is_manager"])
      .where("g.id", "=", groupId)
      .where("g.is_delete", "=", 0)
      .executeTakeFirst();
    if (!row) return null;
    const standing: Standing = { member: row.user_id !== null, manager: row.user_id !== null && row.is_manager === 1 };
    const group = { id: row.id, name: row.name, closed: row.config_close === 1, messagesEnabled: row.messages_enabled === 1 };
    return { group, standing, mayWrite: canMessageGroup(user, group, standing), mayHandle: canManageGroup(user, standing) };
  }

  async function managedGroup(user: SignedIn, groupId: number) {
    const found = await groupFor(db, user, groupId);
    if (!found) throw notFound(groupRefusals.notFound);
    if (!found.mayHandle) throw forbidden(m.notHandler);
    return found.group;
  }

  /** The message's group, if the person runs it (or administers groups); else the managers-only refusal. */
  async function requireHandler(user: SignedIn, claimId: number) {
    const row = await db
      .selectFrom("group_messages as gm")
      .innerJoin(claimsOfType(db, GROUP_MESSAGE).as("c"), "c.id", "gm.claim_id")
      .leftJoin("group_members as mm", (j) => j.onRef("mm.group_id", "=", "gm.group_id").on("mm.user_id", "=", user.userId))
      .select(["gm.group_id", "mm.is_manager"])
      .where("gm.claim_id", "=", claimId)
      .executeTakeFirst();
    if (!row) throw notFound(m.notFound);
    if (row.is_manager !== 1 && !isGroupsAdmin(user)) throw forbidden(m.notHandler);
  }

  return {
    /** GET /services/group/message/check/permission?groupId: may write to its managers. */
    async checkPermission(actor: Actor, groupId: number): Promise<PermissionAnswer> {
      const found = await groupFor(db, requireUser(actor), groupId);
      return { hasPermission: found?.mayWrite ?? false };
    },

    /** GET /services/group/message/check/admin/permission?groupId: handles its messages (managers, administrators). */
    async checkAdminPermission(actor: Actor, groupId: number): Promise<PermissionAnswer> {
      const found = await groupFor(db, requireUser(actor), groupId);
      return { hasPermission: found?.mayHandle ?? false };
    },

    /** GET /groups/subjects/list?groupId: the subjects a message may have (anyone signed in; «Группа не найдена»). */
    async subjects(actor: Actor, groupId: number): Promise<{ id: number; name: string }[]> {
      const found = await groupFor(db, requireUser(actor), groupId);
      if (!found) throw notFound(groupRefusals.notFound);
      return subjectsOf(db, groupId);
    },

    /** GET /services/group/message/resolution-type/list?groupId: how a message may end (its handlers). */
    async resolutionTypes(actor: Actor, groupId: number): Promise<{ id: number; name: string }[]> {
      await managedGroup(requireUser(actor), groupId);
      return resolutionTypesOf(db, groupId);
    },

    /** POST /services/group/message/create {groupId, subjectId, text} → {id} (the claim's). */
    async create(actor: Actor, input: NewGroupMessage): Promise<{ id: number }> {
      const user = requireUser(actor);
      const id = await db.transaction().execute(async (trx) => {
        const found = await groupFor(trx, user, input.groupId);
        if (!found) throw notFound(groupRefusals.notFound);
        if (!found.group.messagesEnabled) throw forbidden(m.messagesOff);
        if (!found.mayWrite) throw forbidden(m.closedGroup);
        const subject = await trx
          .selectFrom("group_subjects")
          .select("name")
          .where("id", "=", input.subjectId)
          .where("group_id", "=", input.groupId)
          .executeTakeFirst();
        if (!subject) throw invalid(f.subjectRequired, { subjectId: f.subjectRequired });
        const claimId = await claims.file(trx, groupMessage, {
          ownerId: user.userId,
          subject: m.claimSubject(subject.name, found.group.name).slice(0, 255),
          text: input.text,
          objectId: input.groupId,
        });
        await trx
          .insertInto("group_messages")
          .values({ claim_id: claimId, group_id: input.groupId, subject_id: input.subjectId, resolution_type_id: null })
          .execute();
        return claimId;
      });
      await claims.deliver();
      return { id };
    },

    /** GET /services/group/message/list-for-manager?after&pageSize: awaiting action in the groups the person runs, oldest first. */
    async listForManager(actor: Actor, query: ManagerListQuery): Promise<ManagerMessage[]> {
      const user = requireUser(actor);
      const rows = await db
        .selectFrom(claimsOfType(db, GROUP_MESSAGE).as("c"))
        .innerJoin("group_messages as gm", "gm.claim_id", "c.id")
        .innerJoin("groups as g", "g.id", "gm.group_id")
        .innerJoin("group_members as mm", (j) =>
          j.onRef("mm.group_id", "=", "gm.group_id").on("mm.user_id", "=", user.userId).on("mm.is_manager", "=", 1),
        )
        .innerJoin("users as u", "u.id", "c.owner_id")
        .leftJoin("group_subjects as s", "s.id", "gm.subject_id")
        .select(["c.id", "c.create_date", "c.status", "c.text", "g.id as group_id", "g.name as group_name", "s.id as subject_id"])
        .select(["s.name as subject_name", "u.id as author_id", "u.name", "u.surname", "u.middlename"])
        .where("c.status", "in", [...MESSAGE_AWAITING])
        .where("g.is_delete", "=", 0)
        .where("c.id", ">", query.after)
        // Ids grow with filing, so id order is the oldest first and a stable keyset.
        .orderBy("c.id")
        .limit(query.pageSize)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        createDate: r.create_date,
        status: { name: r.status, description: describe(r.status) },
        text: r.text,
        group: { id: r.group_id, name: r.group_name },
        subject: r.subject_id !== null && r.subject_name !== null ? { id: r.subject_id, name: r.subject_name } : null,
        author: { id: r.author_id, name: r.name, surname: r.surname, middlename: r.middlename },
      }));
    },

    /** POST /services/group/message/to-work {claimId}: a second taker is told it is taken. */
    async toWork(actor: Actor, input: MessageRef) {
      const user = requireUser(actor);
      await requireHandler(user, input.claimId);
      try {
        return await claims.changeStatus(user, { claimId: input.claimId, status: MESSAGE_IN_WORK, comment: null, version: undefined });
      } catch (error) {
        if (isDomainError(error) && error.kind === "conflict") throw conflict(m.alreadyTaken);
        throw error;
      }
    },

    /** POST /services/group/message/complete {claimId, resolutionTypeId, comment}: the author hears of it. */
    async complete(actor: Actor, input: MessageCompletion) {
      const user = requireUser(actor);
      await requireHandler(user, input.claimId);
      const fields = { resolutionTypeId: input.resolutionTypeId };
      return claims.changeStatus(user, {
        claimId: input.claimId,
        status: MESSAGE_COMPLETED,
        comment: input.comment,
        version: undefined,
        fields,
      });
    },

    /** The group page's form: the subjects when the reader may write (one query), else null. */
    async formOf(actor: SignedIn, group: GroupView): Promise<{ subjects: { id: number; name: string }[] } | null> {
      const standing: Standing = { member: group.relationType !== null, manager: group.isManager };
      if (!canMessageGroup(actor, { closed: group.configClose, messagesEnabled: group.messagesEnabled }, standing)) return null;
      return { subjects: await subjectsOf(db, group.id) };
    },

    /** The shell's hot-line checks (part 1 §6) for the HOT_LINE_GROUP_ID group: the menu's links. */
    async hotLine(actor: Actor, groupId: number | null): Promise<HotLineLink[]> {
      if (actor.kind !== "user" || groupId === null) return [];
      const found = await groupFor(db, actor, groupId);
      const links: HotLineLink[] = [];
      if (found?.mayWrite) links.push({ to: `/group/${groupId}#message`, label: f.hotLineWrite });
      if (found?.mayHandle) links.push({ to: `/user/${actor.userId}/approvement-requests`, label: f.hotLineInbox });
      return links;
    },
  };
}

export type GroupMessagesService = ReturnType<typeof createGroupMessages>;
