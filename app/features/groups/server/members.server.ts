// A group's members (issue #14 point 7) and its join requests (point 6): the list, managers first then
// by name, 50 a page by keyset; removing members, making or unmaking managers; the requests waiting and
// their decision. Managers act; the last manager cannot leave, be removed or be unmade.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, notFound } from "~/platform/errors";
import { escapeLike } from "~/platform/db/like";
import { requireUser } from "~/features/users/index.server";
import { searchKey } from "~/shared/search-key";
import { claimsOfType, type ClaimsService } from "~/features/claims/index.server";
import { groupRefusals as t } from "../messages.server";
import { type MemberRef, type MembersQuery, type ResolveRequest, type SetManager } from "../schema";
import { loadGroup, REQUEST_WAITING, SUBSCRIBE_GROUP, type Db } from "./group-rows.server";
import { requireAnotherManager } from "./groups.server";
import { REQUEST_ACCEPTED, REQUEST_REJECTED } from "./join-request.server";
import { MANAGER_CLAIM_TYPES } from "./message-claim.server";

export interface GroupMember {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatarPath: string | null;
  isManager: boolean;
}

export interface JoinRequest {
  claimId: number;
  createDate: string;
  user: Omit<GroupMember, "isManager">;
}

const personColumns = ["u.id", "u.name", "u.surname", "u.middlename", "u.position", "u.avatar_path"] as const;

type PersonRow = {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatar_path: string | null;
};
const personOf = (r: PersonRow) => ({
  id: r.id,
  name: r.name,
  surname: r.surname,
  middlename: r.middlename,
  position: r.position,
  avatarPath: r.avatar_path,
});

interface MemberCursor {
  manager: number;
  key: string;
  id: number;
}

const encode = (c: MemberCursor) => Buffer.from(JSON.stringify([c.manager, c.key, c.id])).toString("base64url");
function decode(value: string): MemberCursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [manager, key, id] = parsed as unknown[];
    if ((manager !== 0 && manager !== 1) || typeof key !== "string" || key.length > 400) return null;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1) return null;
    return { manager, key, id };
  } catch {
    return null;
  }
}

export function createMembers(deps: Deps, claims: ClaimsService) {
  const { db } = deps;

  /** The group, if the reader may see its members (its readers); else not found or closed. */
  async function readable(trx: Db, user: SignedIn, groupId: number) {
    const found = await loadGroup(trx, user, groupId);
    if (!found.view.canRead) throw forbidden(t.closed);
    return found;
  }

  async function managedBy(trx: Db, user: SignedIn, groupId: number) {
    const found = await loadGroup(trx, user, groupId);
    if (!found.view.canEdit) throw forbidden(t.notManager);
    return found;
  }

  async function membership(trx: Db, groupId: number, userId: number) {
    const row = await trx
      .selectFrom("group_members")
      .select("is_manager")
      .where("group_id", "=", groupId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw notFound(t.notAMember, { userId: t.notAMember });
    return row;
  }

  return {
    /** GET /groups/members {groupId, searchString, after, pageSize} → {items, total, nextCursor} */
    async members(actor: Actor, input: MembersQuery): Promise<{ items: GroupMember[]; total: number; nextCursor: string | null }> {
      const user = requireUser(actor);
      await readable(db, user, input.groupId);
      const words = input.searchString;
      let query = db.selectFrom("group_members as m").innerJoin("users as u", "u.id", "m.user_id").where("m.group_id", "=", input.groupId);
      if (words) query = query.where(sql<boolean>`m.member_key like ${`%${escapeLike(searchKey(words))}%`} escape '\\'`);
      const cursor = decode(input.after);
      const page = cursor
        ? query.where(
            sql<boolean>`(m.is_manager < ${cursor.manager} or (m.is_manager = ${cursor.manager} and (m.member_key > ${cursor.key} or (m.member_key = ${cursor.key} and m.user_id > ${cursor.id}))))`,
          )
        : query;
      const rows = await page
        .select([...personColumns, "m.is_manager", "m.member_key"])
        .orderBy("m.is_manager", "desc")
        .orderBy("m.member_key")
        .orderBy("m.user_id")
        .limit(input.pageSize + 1)
        .execute();
      const { n } = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const shown = rows.slice(0, input.pageSize);
      const last = shown.at(-1);
      return {
        items: shown.map((r) => ({ ...personOf(r), isManager: r.is_manager === 1 })),
        total: Number(n),
        nextCursor: rows.length > input.pageSize && last ? encode({ manager: last.is_manager, key: last.member_key, id: last.id }) : null,
      };
    },

    /** POST /groups/members/remove {groupId, userId}: managers; a manager leaves only if another remains. */
    async removeMember(actor: Actor, input: MemberRef): Promise<null> {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        await managedBy(trx, user, input.groupId);
        const member = await membership(trx, input.groupId, input.userId);
        if (member.is_manager === 1) await requireAnotherManager(trx, input.groupId);
        const gone = await trx
          .deleteFrom("group_members")
          .where("group_id", "=", input.groupId)
          .where("user_id", "=", input.userId)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) > 0) {
          await trx
            .updateTable("groups")
            .set({ user_count: sql`user_count - 1` })
            .where("id", "=", input.groupId)
            .execute();
        }
        if (member.is_manager === 1) {
          for (const type of MANAGER_CLAIM_TYPES)
            await claims.setObjectHandlers(trx, { type, objectId: input.groupId, userIds: [input.userId], on: false });
        }
      });
      return null;
    },

    /** POST /groups/managers/set {groupId, userId, manager}: managers appoint members, or unmake managers (one must remain). */
    async setManager(actor: Actor, input: SetManager): Promise<null> {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        await managedBy(trx, user, input.groupId);
        const member = await membership(trx, input.groupId, input.userId);
        if ((member.is_manager === 1) === input.manager) return;
        if (!input.manager) await requireAnotherManager(trx, input.groupId);
        await trx
          .updateTable("group_members")
          .set({ is_manager: input.manager ? 1 : 0 })
          .where("group_id", "=", input.groupId)
          .where("user_id", "=", input.userId)
          .execute();
        // The join requests and messages waiting follow who runs the group now.
        for (const type of MANAGER_CLAIM_TYPES)
          await claims.setObjectHandlers(trx, { type, objectId: input.groupId, userIds: [input.userId], on: input.manager });
      });
      return null;
    },

    /** GET /groups/requests?groupId: the join requests waiting, oldest first (managers). */
    async requests(actor: Actor, groupId: number): Promise<JoinRequest[]> {
      const user = requireUser(actor);
      await managedBy(db, user, groupId);
      const rows = await db
        .selectFrom(claimsOfType(db, SUBSCRIBE_GROUP).as("c"))
        .innerJoin("users as u", "u.id", "c.owner_id")
        .select([...personColumns, "c.id as claim_id", "c.create_date"])
        .where("c.object_id", "=", groupId)
        .where("c.status", "=", REQUEST_WAITING)
        .orderBy("c.id")
        .limit(200)
        .execute();
      return rows.map((r) => ({ claimId: r.claim_id, createDate: r.create_date, user: personOf(r) }));
    },

    /** POST /groups/requests/resolve {claimId, accept}: a manager's decision (through the claims engine). */
    async resolve(actor: Actor, input: ResolveRequest): Promise<{ claimId: number; status: string }> {
      const user = requireUser(actor);
      const claim = await db
        .selectFrom(claimsOfType(db, SUBSCRIBE_GROUP).as("c"))
        .select(["c.id", "c.object_id"])
        .where("c.id", "=", input.claimId)
        .executeTakeFirst();
      if (!claim || claim.object_id === null) throw notFound(t.requestNotFound);
      await managedBy(db, user, claim.object_id);
      const status = input.accept ? REQUEST_ACCEPTED : REQUEST_REJECTED;
      const moved = await claims.changeStatus(user, { claimId: claim.id, status, comment: null, version: undefined });
      return { claimId: moved.id, status: moved.status.name };
    },
  };
}
