// Groups (issue #14): the list, one group, create, edit, delete, and a person's membership. Every change
// is one transaction; userCount moves with the membership row it counts, only when that row was
// inserted or deleted, so repeats and races never count twice.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid } from "~/platform/errors";
import { escapeLike } from "~/platform/db/like";
import { requireUser } from "~/features/users/index.server";
import { searchKey } from "~/shared/search-key";
import { claimsOfType, type ClaimsService } from "~/features/claims/index.server";
import { DEFAULT_RESOLUTION_TYPES, DEFAULT_SUBJECTS, groupClaimMessages, groupRefusals as t } from "../messages.server";
import { canContribute, canManageGroup, canReadGroup, canSortGroups, type Standing } from "../policy";
import { type GroupDelete, type GroupInput, type GroupListQuery, type GroupUpdate } from "../schema";
import {
  afterGroup,
  decodeGroupCursor,
  encodeGroupCursor,
  groupQuery,
  loadGroup,
  presentGroup,
  REQUEST_WAITING,
  SUBSCRIBE_GROUP,
  type Db,
  type GroupView,
} from "./group-rows.server";
import { addMember, checkImages, replaceOptions } from "./membership.server";
import { writeArticlesChanged } from "./search-indexer.server";

/** What a group lets a person do: the feed, articles and albums ask this (groups' index exports it). */
export interface GroupAccess {
  canRead: boolean;
  canPost: boolean;
  canManage: boolean;
}

export function createGroups(deps: Deps, claims: ClaimsService) {
  const { db, now } = deps;

  /** The reader's access to a group; every flag false for a group that does not exist. */
  async function access(actor: Actor, groupId: number, trx: Db = db): Promise<GroupAccess> {
    if (actor.kind !== "user") return { canRead: false, canPost: false, canManage: false };
    const row = await trx
      .selectFrom("groups as g")
      .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "g.id").on("m.user_id", "=", actor.userId))
      .select(["g.config_close", "m.user_id", "m.is_manager"])
      .where("g.id", "=", groupId)
      .where("g.is_delete", "=", 0)
      .executeTakeFirst();
    if (!row) return { canRead: false, canPost: false, canManage: false };
    const standing: Standing = { member: row.user_id !== null, manager: row.is_manager === 1 };
    const canRead = canReadGroup(actor, { closed: row.config_close === 1 }, standing);
    return { canRead, canPost: canContribute(actor, standing), canManage: canManageGroup(actor, standing) };
  }

  /** A group the reader manages, else the managers-only refusal (every group's card is public). */
  async function managed(trx: Db, user: SignedIn, id: number) {
    const found = await loadGroup(trx, user, id);
    if (!found.view.canEdit) throw forbidden(t.notManager);
    return found;
  }

  return {
    access,

    /**
     * The file guard of groups' avatars and covers: every signed-in person reads them, as every group's card
     * is public (a closed group's too); null for any other file, and for those of a deleted group.
     */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      if (actor.kind !== "user") return null;
      const shown = await db
        .selectFrom("groups")
        .select("id")
        .where("is_delete", "=", 0)
        .where((eb) => eb.or([eb("avatar_file_id", "=", fileId), eb("cover_file_id", "=", fileId)]))
        .limit(1)
        .executeTakeFirst();
      return shown ? true : null;
    },

    /** GET /groups/list {searchString, onlyMy, after, pageSize} → {items, total, nextCursor} */
    async list(actor: Actor, input: GroupListQuery): Promise<{ items: GroupView[]; total: number; nextCursor: string | null }> {
      const user = requireUser(actor);
      const words = input.searchString;
      const pattern = words ? `%${escapeLike(searchKey(words))}%` : null;
      let base = groupQuery(db, user);
      let count = db
        .selectFrom("groups as g")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("g.is_delete", "=", 0);
      if (input.onlyMy) {
        base = base.where("m.user_id", "is not", null);
        count = count.where((eb) =>
          eb.exists(
            eb
              .selectFrom("group_members as mm")
              .select("mm.user_id")
              .whereRef("mm.group_id", "=", "g.id")
              .where("mm.user_id", "=", user.userId),
          ),
        );
      }
      if (pattern) {
        base = base.where(sql<boolean>`g.search_name like ${pattern} escape '\\'`);
        count = count.where(sql<boolean>`g.search_name like ${pattern} escape '\\'`);
      }
      const cursor = decodeGroupCursor(input.after);
      const page = cursor ? base.where(afterGroup(cursor)) : base;
      const rows = await page
        .orderBy("g.sort")
        .orderBy("g.search_name")
        .orderBy("g.id")
        .limit(input.pageSize + 1)
        .execute();
      const { n } = await count.executeTakeFirstOrThrow();
      const shown = rows.slice(0, input.pageSize);
      const last = shown.at(-1);
      return {
        items: shown.map((row) => presentGroup(user, row)),
        total: Number(n),
        nextCursor:
          rows.length > input.pageSize && last ? encodeGroupCursor({ sort: last.sort, key: last.search_name, id: last.id }) : null,
      };
    },

    /** GET /groups/get?id: the card for anyone signed in (a closed group's too: its card and request button). */
    async get(actor: Actor, id: number): Promise<GroupView> {
      return (await loadGroup(db, requireUser(actor), id)).view;
    },

    /** The subjects and resolution types of a group's messages (the edit form; point 11's lists). */
    async options(groupId: number) {
      const [subjects, resolutionTypes] = await Promise.all(
        (["group_subjects", "group_resolution_types"] as const).map((table) =>
          db.selectFrom(table).select(["id", "name"]).where("group_id", "=", groupId).orderBy("sort").orderBy("id").execute(),
        ),
      );
      return { subjects: subjects ?? [], resolutionTypes: resolutionTypes ?? [] };
    },

    /** POST /groups/create → the group; the creator joins as its first manager. */
    async create(actor: Actor, input: GroupInput): Promise<GroupView> {
      const user = requireUser(actor);
      const id = await db.transaction().execute(async (trx) => {
        await checkImages(trx, user, input, null);
        const at = now().toISOString();
        const { id } = await trx
          .insertInto("groups")
          .values({
            name: input.name,
            description: input.description,
            search_name: searchKey(input.name),
            avatar_file_id: input.avatarFileId ?? null,
            cover_file_id: input.coverFileId ?? null,
            config_close: input.configClose ? 1 : 0,
            author_id: user.userId,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await addMember(trx, id, user.userId, { manager: true, at });
        await replaceOptions(trx, "group_subjects", id, DEFAULT_SUBJECTS);
        await replaceOptions(trx, "group_resolution_types", id, DEFAULT_RESOLUTION_TYPES);
        return id;
      });
      return (await loadGroup(db, user, id)).view;
    },

    /** POST /groups/update: managers; a save over a newer version is refused and changes nothing. */
    async update(actor: Actor, input: GroupUpdate): Promise<GroupView> {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        const { view } = await managed(trx, user, input.id);
        if (input.version !== undefined && input.version !== view.version) throw conflict(t.stale);
        await checkImages(trx, user, input, view);
        const sort = canSortGroups(user) && input.sort !== undefined ? input.sort : view.sort;
        const saved = await trx
          .updateTable("groups")
          .set({
            name: input.name,
            description: input.description,
            search_name: searchKey(input.name),
            avatar_file_id: input.avatarFileId ?? null,
            cover_file_id: input.coverFileId ?? null,
            config_close: input.configClose ? 1 : 0,
            messages_enabled: input.messagesEnabled ? 1 : 0,
            sort,
            updated_at: now().toISOString(),
            version: view.version + 1,
          })
          .where("id", "=", input.id)
          .where("version", "=", view.version)
          .executeTakeFirst();
        if (Number(saved.numUpdatedRows) === 0) throw conflict(t.stale);
        if (input.subjects) await replaceOptions(trx, "group_subjects", input.id, input.subjects);
        if (input.resolutionTypes) await replaceOptions(trx, "group_resolution_types", input.id, input.resolutionTypes);
      });
      return (await loadGroup(db, user, input.id)).view;
    },

    /** POST /groups/delete {id, name}: managers, the exact name typed; the group is hidden, not erased, its articles unindexed. */
    async remove(actor: Actor, input: GroupDelete): Promise<null> {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        const { view } = await managed(trx, user, input.id);
        if (input.name !== view.name) throw invalid(t.deleteNameMismatch, { name: t.deleteNameMismatch });
        const at = now();
        await trx.updateTable("groups").set({ is_delete: 1, updated_at: at.toISOString() }).where("id", "=", input.id).execute();
        // Its published articles leave the portal search (its posts are hidden there by the groups' rule already).
        const published = await trx
          .selectFrom("group_articles")
          .select("id")
          .where("group_id", "=", input.id)
          .where("status", "=", "PUBLISH")
          .execute();
        await writeArticlesChanged(
          trx,
          published.map((r) => r.id),
          at,
        );
      });
      return null;
    },

    /**
     * POST /groups/subscribe {groupId}: an open group's member at once; a closed group's join request
     * (a SUBSCRIBE_GROUP claim its managers decide). Repeats change nothing.
     */
    async subscribe(
      actor: Actor,
      groupId: number,
    ): Promise<{ relationType: "SUBSCRIBER" | null; userCount: number; requestPending: boolean }> {
      const user = requireUser(actor);
      const filed = await db.transaction().execute(async (trx) => {
        const { view } = await loadGroup(trx, user, groupId);
        if (view.relationType !== null || view.requestPending) return false;
        if (!view.configClose) {
          await addMember(trx, groupId, user.userId, { manager: false, at: now().toISOString() });
          return false;
        }
        const type = claims.types.get(SUBSCRIBE_GROUP);
        if (!type) throw new Error("SUBSCRIBE_GROUP is not registered");
        const subject = groupClaimMessages.subscribeSubject(view.name);
        await claims.file(trx, type, { ownerId: user.userId, subject, text: subject, objectId: groupId });
        return true;
      });
      if (filed) await claims.deliver();
      const { view } = await loadGroup(db, user, groupId);
      return { relationType: view.relationType, userCount: view.userCount, requestPending: view.requestPending };
    },

    /** POST /groups/unsubscribe {groupId}: leaves the group, or withdraws a waiting join request. */
    async unsubscribe(
      actor: Actor,
      groupId: number,
    ): Promise<{ relationType: "SUBSCRIBER" | null; userCount: number; requestPending: boolean }> {
      const user = requireUser(actor);
      const { view } = await loadGroup(db, user, groupId);
      if (view.requestPending) {
        const waiting = await db
          .selectFrom(claimsOfType(db, SUBSCRIBE_GROUP).as("c"))
          .select(["c.id", "c.version"])
          .where("c.object_id", "=", groupId)
          .where("c.owner_id", "=", user.userId)
          .where("c.status", "=", REQUEST_WAITING)
          .execute();
        for (const claim of waiting)
          await claims.changeStatus(user, { claimId: claim.id, status: "CANCELLED", comment: null, version: claim.version });
      } else if (view.relationType !== null) {
        await db.transaction().execute(async (trx) => {
          const me = await trx
            .selectFrom("group_members")
            .select("is_manager")
            .where("group_id", "=", groupId)
            .where("user_id", "=", user.userId)
            .executeTakeFirst();
          if (!me) return;
          if (me.is_manager === 1) await requireAnotherManager(trx, groupId);
          const gone = await trx
            .deleteFrom("group_members")
            .where("group_id", "=", groupId)
            .where("user_id", "=", user.userId)
            .executeTakeFirst();
          if (Number(gone.numDeletedRows) > 0) {
            await trx
              .updateTable("groups")
              .set({ user_count: sql`user_count - 1` })
              .where("id", "=", groupId)
              .execute();
          }
        });
      }
      const after = await loadGroup(db, user, groupId);
      return { relationType: after.view.relationType, userCount: after.view.userCount, requestPending: after.view.requestPending };
    },

    /** The ids of the groups a person belongs to (the main feed shows their posts). */
    async subscribedGroupIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("group_members as m")
        .innerJoin("groups as g", "g.id", "m.group_id")
        .select("m.group_id")
        .where("m.user_id", "=", userId)
        .where("g.is_delete", "=", 0)
        .execute();
      return rows.map((r) => r.group_id);
    },

    /** The mobile group menu (part 1 §2.2): the person's groups, up to `limit`, in the list's order. */
    async menu(
      actor: Actor,
      limit: number,
    ): Promise<{ id: number; name: string; avatarFile: GroupView["avatarFile"]; configClose: boolean }[]> {
      const user = requireUser(actor);
      const rows = await groupQuery(db, user)
        .where("m.user_id", "is not", null)
        .orderBy("g.sort")
        .orderBy("g.search_name")
        .orderBy("g.id")
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const view = presentGroup(user, row);
        return { id: view.id, name: view.name, avatarFile: view.avatarFile, configClose: view.configClose };
      });
    },
  };
}

/** Refuses to leave a group without a manager. */
export async function requireAnotherManager(trx: Db, groupId: number): Promise<void> {
  const { n } = await trx
    .selectFrom("group_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("group_id", "=", groupId)
    .where("is_manager", "=", 1)
    .executeTakeFirstOrThrow();
  if (Number(n) <= 1) throw invalid(t.lastManager);
}

export type GroupsCore = ReturnType<typeof createGroups>;
