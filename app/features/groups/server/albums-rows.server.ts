// Reading group albums and photos: one statement gives an album (or a photo) with its group's closed
// flag and the reader's standing in it, so every call decides its rights without a second trip; a page
// of albums carries each album's cover (its first photo) and a page of photos their files.
import type { Actor, SignedIn } from "~/platform/actor";
import { forbidden, notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { albumMessages as a } from "../messages/album";
import { groupRefusals as g } from "../messages.server";
import { canContribute, canEditGroupItem, canReadGroup, type Standing } from "../policy";
import type { Db } from "./group-rows.server";

/** The URLs of a group photo's image: the variants GROUP_PHOTO files get (../files.ts). */
export interface PhotoImage {
  fileId: number;
  originalFileName: string;
  width: number | null;
  height: number | null;
  /** The original as uploaded (normalised); the others are its variants. */
  original: string;
  thumb: string;
  thumb2x: string;
  medium: string;
  large: string;
}

export interface AlbumView {
  id: number;
  groupId: number;
  name: string;
  description: string;
  photoCount: number;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
  /** The first photo's image, null for an empty album. */
  cover: PhotoImage | null;
  /** Rename, describe or delete it: its author, the group's managers, administrators. */
  canEdit: boolean;
  /** Add photos to it: the group's members (and administrators). */
  canAdd: boolean;
}

export interface PhotoView {
  id: number;
  albumId: number;
  groupId: number;
  description: string;
  authorId: number | null;
  createdAt: string;
  image: PhotoImage;
  canEdit: boolean;
}

/** Where a group stands for the reader: its closed flag and the reader's membership. */
export interface GroupStanding {
  groupId: number;
  closed: boolean;
  standing: Standing;
}

export function imageOf(file: { id: number; key: string; name: string; width: number | null; height: number | null }): PhotoImage {
  const path = filePathOf(file.id, file.key, file.name);
  return {
    fileId: file.id,
    originalFileName: file.name,
    width: file.width,
    height: file.height,
    original: path,
    thumb: `${path}?size=THUMB`,
    thumb2x: `${path}?size=THUMB_2X`,
    medium: `${path}?size=MEDIUM`,
    large: `${path}?size=LARGE`,
  };
}

const standingOf = (row: { member_id: number | null; is_manager: number | null }): Standing => ({
  member: row.member_id !== null,
  manager: row.is_manager === 1,
});

/** A group (not deleted) with the reader's standing; null when there is none. */
export async function groupStanding(db: Db, reader: SignedIn, groupId: number): Promise<GroupStanding | null> {
  const row = await db
    .selectFrom("groups as g")
    .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "g.id").on("m.user_id", "=", reader.userId))
    .select(["g.id", "g.config_close", "m.user_id as member_id", "m.is_manager"])
    .where("g.id", "=", groupId)
    .where("g.is_delete", "=", 0)
    .executeTakeFirst();
  return row ? { groupId: row.id, closed: row.config_close === 1, standing: standingOf(row) } : null;
}

/** The group's content for this reader, or why not: unknown → not found; closed to her → the closed refusal. */
export function readable(reader: Actor, group: GroupStanding | null | undefined): GroupStanding {
  if (!group) throw notFound(g.notFound);
  if (!canReadGroup(reader, { closed: group.closed }, group.standing)) throw forbidden(g.closed);
  return group;
}

/** Adding albums and photos: the group's members and administrators. */
export function contributor(reader: Actor, group: GroupStanding): void {
  if (!canContribute(reader, group.standing)) throw forbidden(a.notMember);
}

/** Editing or deleting an album or photo (policy canEditGroupItem). */
export function editor(reader: Actor, group: GroupStanding, item: { authorId: number | null }): void {
  if (!canEditGroupItem(reader, item, group.standing)) throw forbidden(a.notEditor);
}

/** Albums with their group's standing and cover, as `al`. */
export function albumQuery(db: Db, reader: SignedIn) {
  return db
    .selectFrom("group_albums as al")
    .innerJoin("groups as g", "g.id", "al.group_id")
    .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "al.group_id").on("m.user_id", "=", reader.userId))
    .leftJoin("group_photos as cp", (j) =>
      j.on((eb) =>
        eb(
          "cp.id",
          "=",
          eb
            .selectFrom("group_photos as fp")
            .select((f) => f.fn.min("fp.id").as("first"))
            .whereRef("fp.album_id", "=", "al.id"),
        ),
      ),
    )
    .leftJoin("files as cf", "cf.id", "cp.file_id")
    .where("g.is_delete", "=", 0)
    .select([
      "al.id",
      "al.group_id",
      "al.author_id",
      "al.name",
      "al.description",
      "al.photo_count",
      "al.created_at",
      "al.updated_at",
      "g.config_close",
      "m.user_id as member_id",
      "m.is_manager",
      "cf.id as cover_id",
      "cf.url_key as cover_key",
      "cf.original_name as cover_name",
      "cf.width as cover_width",
      "cf.height as cover_height",
    ]);
}

export type AlbumRow = Awaited<ReturnType<ReturnType<typeof albumQuery>["execute"]>>[number];

export const groupOfAlbum = (row: AlbumRow): GroupStanding => ({
  groupId: row.group_id,
  closed: row.config_close === 1,
  standing: standingOf(row),
});

export function presentAlbum(reader: SignedIn, row: AlbumRow): AlbumView {
  const group = groupOfAlbum(row);
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    description: row.description,
    photoCount: Number(row.photo_count),
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cover:
      row.cover_id === null || row.cover_key === null || row.cover_name === null
        ? null
        : imageOf({ id: row.cover_id, key: row.cover_key, name: row.cover_name, width: row.cover_width, height: row.cover_height }),
    canEdit: canEditGroupItem(reader, { authorId: row.author_id }, group.standing),
    canAdd: canContribute(reader, group.standing),
  };
}

/**
 * An album the reader may open, with its row; not found, or the closed refusal. `inGroup`: the group an
 * address names; an album of another group is not found, before its own group's refusal could tell a
 * closed group's album ids from unknown ones.
 */
export async function loadAlbum(db: Db, reader: SignedIn, id: number, inGroup?: number): Promise<{ row: AlbumRow; group: GroupStanding }> {
  let query = albumQuery(db, reader).where("al.id", "=", id);
  if (inGroup !== undefined) query = query.where("al.group_id", "=", inGroup);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(a.albumNotFound);
  return { row, group: readable(reader, groupOfAlbum(row)) };
}

/** Photos with their files and their group's standing, as `p`. */
export function photoQuery(db: Db, reader: SignedIn) {
  return db
    .selectFrom("group_photos as p")
    .innerJoin("files as f", "f.id", "p.file_id")
    .innerJoin("groups as g", "g.id", "p.group_id")
    .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "p.group_id").on("m.user_id", "=", reader.userId))
    .where("g.is_delete", "=", 0)
    .select([
      "p.id",
      "p.album_id",
      "p.group_id",
      "p.author_id",
      "p.description",
      "p.created_at",
      "f.id as file_id",
      "f.url_key",
      "f.original_name",
      "f.width",
      "f.height",
      "g.config_close",
      "m.user_id as member_id",
      "m.is_manager",
    ]);
}

export type PhotoRow = Awaited<ReturnType<ReturnType<typeof photoQuery>["execute"]>>[number];

export const groupOfPhoto = (row: PhotoRow): GroupStanding => ({
  groupId: row.group_id,
  closed: row.config_close === 1,
  standing: standingOf(row),
});

export function presentPhoto(reader: SignedIn, row: PhotoRow): PhotoView {
  return {
    id: row.id,
    albumId: row.album_id,
    groupId: row.group_id,
    description: row.description,
    authorId: row.author_id,
    createdAt: row.created_at,
    image: imageOf({ id: row.file_id, key: row.url_key, name: row.original_name, width: row.width, height: row.height }),
    canEdit: canEditGroupItem(reader, { authorId: row.author_id }, groupOfPhoto(row).standing),
  };
}
