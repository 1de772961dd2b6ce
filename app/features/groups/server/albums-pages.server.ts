// What the album pages share on the server: the album or photo their address names, looked up in the
// group (and album) of the address, so an id of another group's album is "not found" to everyone (its
// own closed group's refusal would tell its ids from unknown ones), and the album page's multipart
// upload (the albums feature's) — each chosen file stored as a GROUP_PHOTO, each refusal named by its file.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { refusePage } from "~/platform/remix.server";
import { albumMessages as t } from "~/features/albums/index.server";
import { photoAcceptOf, PHOTOS_PAGE, uploadLimitOf, uploadPhotos as uploadToAlbum } from "~/features/albums/index.server";
import { parseInput } from "~/platform/validate";
import { GROUP_PHOTO } from "../files";
import { photoFormSchema } from "../schema-albums";
import type { GroupView } from "./group-rows.server";
import { readableGroupOfPage } from "./pages.server";
import { GROUP_OWNER } from "./albums.server";

export { uploadedPath } from "~/features/albums/index.server";

/** The upload field's `accept`, handed to the page by its loader: the files' rules stay out of its scripts. */
export const PHOTO_ACCEPT = photoAcceptOf(GROUP_PHOTO);
/** The album page's body limit (its route exports it as uploadLimit): 20 photos at their largest. */
export const ALBUM_UPLOAD_MAX_BYTES = uploadLimitOf(GROUP_PHOTO);

const missing = (group: GroupView, title: string) =>
  refusePage(404, { pageTitle: title, title, back: { to: `/group/${group.id}/albums`, label: t.allAlbums } });

/** A loader's call that may be "not found": the page's 404 instead. */
async function orMissing<T>(group: GroupView, title: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissing(error)) throw missing(group, title);
    throw error;
  }
}

/** `/group/{id}/albums/{albumId}?after=`: the group, the album and a page of its photos. */
export async function albumPage(
  context: AppLoadContext,
  actor: SignedIn,
  params: Record<string, string | undefined>,
  after: string | null,
) {
  const group = await readableGroupOfPage(context, actor, params.id);
  const albumId = toId(params.albumId);
  if (albumId === null) throw missing(group, t.albumNotFound);
  // The album is looked up in the address's group: one of another (closed) group is not found, not refused.
  const { album, photos } = await orMissing(group, t.albumNotFound, () =>
    context.services.groupAlbums.albumWithPhotos(actor, { albumId, groupId: group.id, after: toId(after), pageSize: PHOTOS_PAGE }),
  );
  return { group, album, photos };
}

/** `/group/{id}/albums/{albumId}/{photoId}`: the photo with its neighbours, in that album of that group. */
export async function photoPage(context: AppLoadContext, actor: SignedIn, params: Record<string, string | undefined>) {
  const group = await readableGroupOfPage(context, actor, params.id);
  const photoId = toId(params.photoId);
  const albumId = toId(params.albumId);
  if (photoId === null || albumId === null) throw missing(group, t.photoNotFound);
  const found = await orMissing(group, t.photoNotFound, () =>
    context.services.groupAlbums.photo(actor, photoId, { groupId: group.id, albumId }),
  );
  return { group, ...found };
}

/** The upload form's post into a group album (the albums' upload, GROUP_PHOTO files). */
export const uploadPhotos = (request: Request, context: AppLoadContext, actor: SignedIn, albumId: number) =>
  uploadToAlbum(request, context, actor, { albums: context.services.albums.of(GROUP_OWNER), albumId, kind: GROUP_PHOTO });

/** The photo page's description, checked as /api checks it (here, so the page's bundle carries no zod). */
export const photoDescription = (description: string) => parseInput(photoFormSchema, { description }).description;
