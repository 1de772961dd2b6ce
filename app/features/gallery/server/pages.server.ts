// What the gallery's album pages share on the server (issue #36): the company album their address names (an
// album of a group is not found here, whoever asks), a photo of it (`?photo=`), and the upload into it.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { refusePage } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import {
  albumMessages as t,
  photoAcceptOf,
  photoFormSchema,
  PHOTOS_PAGE,
  uploadLimitOf,
  uploadPhotos as uploadToAlbum,
} from "~/features/albums/index.server";
import { GALLERY_PHOTO } from "../files";
import { GALLERY_PHOTOS } from "../paths";
import { GALLERY_OWNER } from "./owner.server";

export const PHOTO_ACCEPT = photoAcceptOf(GALLERY_PHOTO);
export const GALLERY_UPLOAD_MAX_BYTES = uploadLimitOf(GALLERY_PHOTO);

const missing = (title: string) => refusePage(404, { pageTitle: title, title, back: { to: GALLERY_PHOTOS, label: t.allAlbums } });

async function orMissing<T>(title: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isMissing(error)) throw missing(title);
    throw error;
  }
}

/** `/gallery/photos/{albumId}?after=`: the company album and a page of its photos. */
export async function galleryAlbumPage(context: AppLoadContext, actor: SignedIn, albumIdParam: string | undefined, after: string | null) {
  const albumId = toId(albumIdParam);
  if (albumId === null) throw missing(t.albumNotFound);
  return orMissing(t.albumNotFound, () =>
    context.services.gallery.albumWithPhotos(actor, { albumId, after: toId(after), pageSize: PHOTOS_PAGE }),
  );
}

/** `/gallery/photos/{albumId}?photo={id}`: the photo with its neighbours, in that album. */
export async function galleryPhotoPage(context: AppLoadContext, actor: SignedIn, albumId: number, photoParam: string) {
  const photoId = toId(photoParam);
  if (photoId === null) throw missing(t.photoNotFound);
  return orMissing(t.photoNotFound, () => context.services.gallery.photo(actor, photoId, albumId));
}

/** The upload form's post into a company album (GALLERY_PHOTO files). */
export const uploadGalleryPhotos = (request: Request, context: AppLoadContext, actor: SignedIn, albumId: number) =>
  uploadToAlbum(request, context, actor, { albums: context.services.albums.of(GALLERY_OWNER), albumId, kind: GALLERY_PHOTO });

/** A photo's description, checked as /api checks it. */
export const photoDescription = (description: string) => parseInput(photoFormSchema, { description }).description;
