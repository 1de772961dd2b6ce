// Rules of the group albums' calls (issue #14 point 9): the albums' own (~/features/albums) with the group the
// create and list calls name. zod/mini, client-safe.
import * as z from "zod/mini";
import { idOf, pageParam } from "~/platform/schema";
import { after, albumFields, ALBUMS_PAGE } from "~/features/albums/index.server";
import { groupFieldMessages as f } from "./messages/field";

export {
  addPhotosSchema,
  albumFormSchema,
  albumRefSchema,
  listPhotosSchema,
  photoFormSchema,
  photoRefSchema,
  updateAlbumSchema,
  updatePhotoSchema,
} from "~/features/albums/index.server";

/** POST /groups/albums/create {groupId, name, description} */
export const createAlbumSchema = z.object({ groupId: idOf(f.groupRequired), ...albumFields });
/** GET /groups/albums/list?groupId&after&pageSize */
export const listAlbumsSchema = z.object({ groupId: idOf(f.groupRequired), after, pageSize: pageParam(ALBUMS_PAGE, 1, 100) });

export type AlbumListQuery = z.output<typeof listAlbumsSchema>;
export type { AlbumUpdate, PhotoListQuery, PhotosAdd, PhotoUpdate } from "~/features/albums/index.server";
