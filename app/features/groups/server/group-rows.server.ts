// Reading groups: one statement gives a page of groups with the reader's standing in each (membership,
// manager flag, a join request waiting) and their images, so a list costs the same for 3 groups as for
// 50. The list's cursor is opaque: base64url of [sort, search_name, id] of the last group shown.
import { sql, type Kysely, type Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { claimsOfType } from "~/features/claims/index.server";
import { groupRefusals as t } from "../messages.server";
import { canManageGroup, canReadGroup, type Standing } from "../policy";

export type Db = Kysely<Database> | Transaction<Database>;

/** The join request's claim type (point 6). */
export const SUBSCRIBE_GROUP = "SUBSCRIBE_GROUP";
/** Its status while it waits for a manager. */
export const REQUEST_WAITING = "NEW";

/** An image of a group as the spec's file objects are shown. */
export interface GroupImage {
  id: number;
  filePath: string;
  originalFileName: string;
}

/** The spec's Group with ours (isManager, requestPending, canEdit, messagesEnabled, version). */
export interface GroupView {
  id: number;
  name: string;
  description: string;
  /** The avatar's serving path (the spec's avatarPath), null without one. */
  avatarPath: string | null;
  avatarFile: GroupImage | null;
  coverFile: GroupImage | null;
  /** SUBSCRIBER for a member, else null. */
  relationType: "SUBSCRIBER" | null;
  userCount: number;
  configClose: boolean;
  sort: number;
  messagesEnabled: boolean;
  isManager: boolean;
  /** A join request of the reader's waits for the managers. */
  requestPending: boolean;
  /** Edit the group: its managers and administrators. */
  canEdit: boolean;
  /** Posts, articles, albums and members are shown to the reader (open group, member, administrator). */
  canRead: boolean;
  updatedAt: string;
  version: number;
}

/** Groups not deleted, with the reader's membership, pending request and images, as `g`. */
export function groupQuery(db: Db, reader: SignedIn) {
  return db
    .selectFrom("groups as g")
    .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "g.id").on("m.user_id", "=", reader.userId))
    .leftJoin("files as av", "av.id", "g.avatar_file_id")
    .leftJoin("files as cv", "cv.id", "g.cover_file_id")
    .where("g.is_delete", "=", 0)
    .select([
      "g.id",
      "g.name",
      "g.description",
      "g.search_name",
      "g.config_close",
      "g.sort",
      "g.messages_enabled",
      "g.user_count",
      "g.updated_at",
      "g.version",
      "m.user_id as member_id",
      "m.is_manager",
      "av.id as avatar_id",
      "av.url_key as avatar_key",
      "av.original_name as avatar_name",
      "cv.id as cover_id",
      "cv.url_key as cover_key",
      "cv.original_name as cover_name",
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom(claimsOfType(db, SUBSCRIBE_GROUP).as("c"))
            .select("c.id")
            .whereRef("c.object_id", "=", "g.id")
            .where("c.status", "=", REQUEST_WAITING)
            .where("c.owner_id", "=", reader.userId),
        )
        .as("request_pending"),
    );
}

export type GroupRow = Awaited<ReturnType<ReturnType<typeof groupQuery>["execute"]>>[number];

const image = (id: number | null, key: string | null, name: string | null): GroupImage | null =>
  id === null || key === null || name === null ? null : { id, filePath: filePathOf(id, key, name), originalFileName: name };

export const standingOf = (row: Pick<GroupRow, "member_id" | "is_manager">): Standing => ({
  member: row.member_id !== null,
  manager: row.member_id !== null && row.is_manager === 1,
});

export function presentGroup(reader: SignedIn, row: GroupRow): GroupView {
  const standing = standingOf(row);
  const avatarFile = image(row.avatar_id, row.avatar_key, row.avatar_name);
  const closed = row.config_close === 1;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    avatarPath: avatarFile?.filePath ?? null,
    avatarFile,
    coverFile: image(row.cover_id, row.cover_key, row.cover_name),
    relationType: standing.member ? "SUBSCRIBER" : null,
    userCount: row.user_count,
    configClose: closed,
    sort: row.sort,
    messagesEnabled: row.messages_enabled === 1,
    isManager: standing.manager,
    requestPending: !standing.member && Boolean(Number(row.request_pending)),
    canEdit: canManageGroup(reader, standing),
    canRead: canReadGroup(reader, { closed }, standing),
    updatedAt: row.updated_at,
    version: row.version,
  };
}

/** One group (not deleted) with the reader's standing, or «Группа не найдена». */
export async function loadGroup(db: Db, reader: SignedIn, id: number): Promise<{ view: GroupView; standing: Standing }> {
  const row = await groupQuery(db, reader).where("g.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(t.notFound);
  return { view: presentGroup(reader, row), standing: standingOf(row) };
}

interface Cursor {
  sort: number;
  key: string;
  id: number;
}

export function encodeGroupCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.key, c.id])).toString("base64url");
}

export function decodeGroupCursor(value: string): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [sort, key, id] = parsed as unknown[];
    if (typeof sort !== "number" || !Number.isInteger(sort) || typeof key !== "string" || key.length > 300) return null;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { sort, key, id };
  } catch {
    return null;
  }
}

/** Rows after the cursor in the list's order (sort, search_name, id). */
export const afterGroup = (c: Cursor) =>
  sql<boolean>`(g.sort > ${c.sort} or (g.sort = ${c.sort} and (g.search_name > ${c.key} or (g.search_name = ${c.key} and g.id > ${c.id}))))`;
