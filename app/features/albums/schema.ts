// Rules of the album calls and forms of every owner (issue #36; the group albums' of issue #14 point 9):
// zod/mini, client-safe. The forms post the calls' field names, so the pages and /api refuse alike; an owner's
// create and list calls add their owner's id (groupId) to albumFields.
import * as z from "zod/mini";
import { field, idOf, pageParam, refuse, requiredText, type Refusal } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { albumMessages as t } from "./messages";

import { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX, ALBUMS_PAGE, PHOTO_DESCRIPTION_MAX, PHOTOS_PAGE, PHOTOS_PER_UPLOAD } from "./limits";

export { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX, ALBUMS_PAGE, PHOTO_DESCRIPTION_MAX, PHOTOS_PAGE, PHOTOS_PER_UPLOAD };

/** Optional text, trimmed; absent or null is "". */
const text = (max: number, tooLong: string) =>
  field((v): string | Refusal => {
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") return refuse(tooLong);
    const trimmed = v.trim();
    return trimmed.length > max ? refuse(tooLong) : trimmed;
  });

/** A keyset cursor: the last id of the previous page; anything else is the first page. */
export const after = field((v): number | null => (typeof v === "string" || typeof v === "number" ? toId(v) : null));

/** An album's fields; an owner's create call adds its owner's id (groups: groupId). */
export const albumFields = {
  name: requiredText(ALBUM_NAME_MAX, t.nameRequired, t.nameTooLong),
  description: text(ALBUM_DESCRIPTION_MAX, t.descriptionTooLong),
};

/** The create and edit forms (the create call without the owner, which the page's address names). */
export const albumFormSchema = z.object(albumFields);

/** GET …/list?after&pageSize of a single owner's albums (the gallery). */
export const listAlbumsSchema = z.object({ after, pageSize: pageParam(ALBUMS_PAGE, 1, 100) });
/** POST /groups/albums/update {id, name, description} */
export const updateAlbumSchema = z.object({ id: idOf(t.albumNotFound), ...albumFields });
/** GET /groups/albums/get?id, POST /groups/albums/delete {id} */
export const albumRefSchema = z.object({ id: idOf(t.albumNotFound) });
/** GET /groups/albums/photos?albumId&after&pageSize */
export const listPhotosSchema = z.object({ albumId: idOf(t.albumNotFound), after, pageSize: pageParam(PHOTOS_PAGE, 1, 100) });
/** GET /groups/albums/photos/get?id, POST /groups/albums/photos/delete {id} */
export const photoRefSchema = z.object({ id: idOf(t.photoNotFound) });
/** POST /groups/albums/photos/update {id, description} */
export const updatePhotoSchema = z.object({ id: idOf(t.photoNotFound), description: text(PHOTO_DESCRIPTION_MAX, t.descriptionTooLong) });
/** The photo page's description form. */
export const photoFormSchema = z.object({ description: text(PHOTO_DESCRIPTION_MAX, t.descriptionTooLong) });
/** POST /groups/albums/photos/add {albumId, fileIds}: 1–20 photo files (the owner kind's fileType) the caller uploaded. */
export const addPhotosSchema = z.object({
  albumId: idOf(t.albumNotFound),
  fileIds: z
    .array(idOf(t.fileInvalid), { error: t.filesRequired })
    .check(z.minLength(1, { error: t.filesRequired }), z.maxLength(PHOTOS_PER_UPLOAD, { error: t.tooManyFiles })),
});

export type AlbumFields = z.output<typeof albumFormSchema>;
/** The service's create input: the fields and the owner (the calls name it by their own field). */
export type AlbumInput = AlbumFields & { ownerId: number };
export type AlbumUpdate = z.output<typeof updateAlbumSchema>;
/** A page of an owner's albums. */
export type AlbumListQuery = z.output<typeof listAlbumsSchema> & { ownerId: number };
export type PhotoListQuery = z.output<typeof listPhotosSchema>;
export type PhotoUpdate = z.output<typeof updatePhotoSchema>;
export type PhotosAdd = z.output<typeof addPhotosSchema>;
