// Reading albums and photos of any owner: a page of albums carries each album's cover (its first photo), a
// page of photos their files, each in one statement; the owner's rights come from its kind (owners.server.ts)
// in one more statement, so a page's statements do not grow with its items.
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { filePathOf } from "~/platform/files/address.server";
import type { OwnerRights } from "../owners.server";

export type Db = Kysely<Database> | Transaction<Database>;

/** The URLs of a photo's image: the variants album photos get (GROUP_PHOTO, GALLERY_PHOTO). */
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
  ownerKind: string;
  ownerId: number;
  name: string;
  description: string;
  photoCount: number;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
  /** The first photo's image, null for an empty album. */
  cover: PhotoImage | null;
  /** Rename, describe or delete it: its author, the owner's managers (administrators among them). */
  canEdit: boolean;
  /** Add photos to it: whoever the owner lets add. */
  canAdd: boolean;
}

export interface PhotoView {
  id: number;
  albumId: number;
  ownerKind: string;
  ownerId: number;
  /** The feed post it belongs to (its link leads there, part 1 §2.7), null for an album's own photo. */
  postId: number | null;
  description: string;
  authorId: number | null;
  createdAt: string;
  image: PhotoImage;
  canEdit: boolean;
}

export const NO_RIGHTS: OwnerRights = { read: false, add: false, manage: false };

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

/** Edits an album or photo: its author, or whoever manages its owner. */
export const canEditItem = (reader: SignedIn, rights: OwnerRights, authorId: number | null) =>
  rights.manage || (rights.read && authorId === reader.userId);

/** Albums with their cover, as `al`. */
export function albumQuery(db: Db) {
  return db
    .selectFrom("albums as al")
    .leftJoin("album_photos as cp", (j) =>
      j.on((eb) =>
        eb(
          "cp.id",
          "=",
          eb
            .selectFrom("album_photos as fp")
            .select((f) => f.fn.min("fp.id").as("first"))
            .whereRef("fp.album_id", "=", "al.id"),
        ),
      ),
    )
    .leftJoin("files as cf", "cf.id", "cp.file_id")
    .select([
      "al.id",
      "al.owner_kind",
      "al.owner_id",
      "al.author_id",
      "al.name",
      "al.description",
      "al.photo_count",
      "al.created_at",
      "al.updated_at",
      "cf.id as cover_id",
      "cf.url_key as cover_key",
      "cf.original_name as cover_name",
      "cf.width as cover_width",
      "cf.height as cover_height",
    ]);
}

export type AlbumRow = Awaited<ReturnType<ReturnType<typeof albumQuery>["execute"]>>[number];

export function presentAlbum(reader: SignedIn, row: AlbumRow, rights: OwnerRights): AlbumView {
  return {
    id: row.id,
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
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
    canEdit: canEditItem(reader, rights, row.author_id),
    canAdd: rights.add,
  };
}

/** Photos with their files, as `p`. */
export function photoQuery(db: Db) {
  return db
    .selectFrom("album_photos as p")
    .innerJoin("files as f", "f.id", "p.file_id")
    .select([
      "p.id",
      "p.album_id",
      "p.owner_kind",
      "p.owner_id",
      "p.post_id",
      "p.author_id",
      "p.description",
      "p.created_at",
      "f.id as file_id",
      "f.url_key",
      "f.original_name",
      "f.width",
      "f.height",
    ]);
}

export type PhotoRow = Awaited<ReturnType<ReturnType<typeof photoQuery>["execute"]>>[number];

export function presentPhoto(reader: SignedIn, row: PhotoRow, rights: OwnerRights): PhotoView {
  return {
    id: row.id,
    albumId: row.album_id,
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
    postId: row.post_id,
    description: row.description,
    authorId: row.author_id,
    createdAt: row.created_at,
    image: imageOf({ id: row.file_id, key: row.url_key, name: row.original_name, width: row.width, height: row.height }),
    canEdit: canEditItem(reader, rights, row.author_id),
  };
}
