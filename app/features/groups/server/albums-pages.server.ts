// What the album pages share on the server: the album or photo their address names, looked up in the
// group (and album) of the address, so an id of another group's album is "not found" to everyone (its
// own closed group's refusal would tell its ids from unknown ones), and the album page's multipart
// upload — each chosen file stored as a GROUP_PHOTO, each refusal named by its file.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError, isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { refusePage } from "~/platform/remix.server";
import { acceptOf, extensionOf } from "~/shared/files/rules";
import { GROUP_PHOTO } from "../files";
import { albumMessages as t } from "../messages/album";
import { parseInput } from "~/platform/validate";
import { photoFormSchema, PHOTOS_PAGE, PHOTOS_PER_UPLOAD } from "../schema-albums";
import type { GroupView } from "./group-rows.server";
import { readableGroupOfPage } from "./pages.server";

/** The album page's body limit (its route exports it as uploadLimit): 20 photos at their largest. */
/** The upload field's `accept`, handed to the page by its loader: the files' rules stay out of its scripts. */
export const PHOTO_ACCEPT = acceptOf(GROUP_PHOTO);
export const ALBUM_UPLOAD_MAX_BYTES = PHOTOS_PER_UPLOAD * GROUP_PHOTO.maxBytes + MULTIPART_FRAMING_BYTES;

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

/**
 * Where an upload leads: the album lists oldest first, so when the new photos fall past its first page the
 * page opens at them (after the older ones, counted on for their names), with a link back to the start;
 * before, the person saw the first 50 and not what they had just added.
 */
export function uploadedPath(album: string, countBefore: number, firstId: number): string {
  return countBefore < PHOTOS_PAGE ? album : `${album}?after=${firstId - 1}&from=${countBefore}#photo-${firstId}`;
}

/**
 * The upload form's post: each chosen file is stored (judged by its content) and the stored ones are
 * added to the album in one call; a refused file is named with why, the accepted ones are kept.
 */
export async function uploadPhotos(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  albumId: number,
): Promise<{ added: number; problems: string[]; firstId: number | null }> {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, GROUP_PHOTO.maxBytes);
  const problems: string[] = [];
  const fileIds: number[] = [];
  try {
    if (tooBig) problems.push(GROUP_PHOTO.tooBig);
    const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
    if (files.length === 0 && !tooBig) return { added: 0, problems: [t.filesRequired], firstId: null };
    if (files.length > PHOTOS_PER_UPLOAD) return { added: 0, problems: [t.tooManyFiles], firstId: null };
    for (const file of files) {
      if (!GROUP_PHOTO.extensions.includes(extensionOf(file.name))) {
        problems.push(t.uploadFailedOf(file.name, t.notImage));
        continue;
      }
      try {
        const onDisk = pathOf(file);
        const saved = await context.services.files.saveUpload(actor, {
          fileType: GROUP_PHOTO.type,
          originalFileName: file.name,
          ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
        });
        fileIds.push(saved.id);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        problems.push(t.uploadFailedOf(file.name, error.message));
      }
    }
  } finally {
    await cleanup();
  }
  if (fileIds.length === 0) return { added: 0, problems, firstId: null };
  const photos = await context.services.groupAlbums.addPhotos(actor, { albumId, fileIds });
  return { added: fileIds.length, problems, firstId: Math.min(...photos.map((p) => p.id)) };
}

/** The photo page's description, checked as /api checks it (here, so the page's bundle carries no zod). */
export const photoDescription = (description: string) => parseInput(photoFormSchema, { description }).description;
