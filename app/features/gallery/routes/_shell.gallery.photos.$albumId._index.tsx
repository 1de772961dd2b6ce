// /gallery/photos/{albumId} (issue #36): a company album's thumbnails, 50 a page by keyset with «Показать ещё»;
// with JavaScript the image viewer opens them in place (←/→, swipe, Esc), without it each is a link to
// `?photo={id}`, the photo's page with previous and next links. Editors upload up to 20 photos in one
// multipart form (each refused file named, the accepted ones kept) and find «Изменить» (…/edit).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { albumMessages as ta, PhotoGrid, PhotoPanel, PhotoViewer, UploadForm, ShowMore } from "~/features/albums/index";
import { uploadedPath } from "~/features/albums/index.server";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";
import { galleryAlbumPath, galleryAlbumPaths, galleryEditPath, galleryPhotoPath, GALLERY_PHOTOS } from "../paths";
import {
  GALLERY_UPLOAD_MAX_BYTES,
  galleryAlbumPage,
  galleryPhotoPage,
  PHOTO_ACCEPT,
  photoDescription,
  uploadGalleryPhotos,
} from "../server/pages.server";

export const uploadLimit = GALLERY_UPLOAD_MAX_BYTES;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction<typeof loader> = ({ data: page }) => pageTitle(page?.album.name ?? ta.title);
export const handle = { title: t.photosTitle };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const search = new URL(request.url).searchParams;
  const after = search.get("after");
  const { album, photos } = await galleryAlbumPage(context, actor, params.albumId, after);
  const photoParam = search.get("photo");
  const shown = photoParam === null ? null : await galleryPhotoPage(context, actor, album.id, photoParam);
  return { album, photos, shown, offset: after ? Number(search.get("from") ?? 0) : 0, accept: PHOTO_ACCEPT };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { album } = await galleryAlbumPage(context, actor, params.albumId, null);
  const here = galleryAlbumPath(album.id);
  // The upload form is the page's only multipart one: its files are read as they stream in.
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    if (!album.canAdd) return data({ problems: [serverMessages.forbidden], error: null, description: "" }, { status: 403 });
    const { added, problems, firstId } = await uploadGalleryPhotos(request, context, actor, album.id);
    if (problems.length === 0 && firstId !== null) {
      return redirectWithToast(context, uploadedPath(here, album.photoCount, firstId), { type: "success", text: ta.uploaded(added) });
    }
    return data({ problems, error: null, description: "" }, { status: added ? 200 : 400 });
  }
  const form = await readForm(request);
  const photoParam = new URL(request.url).searchParams.get("photo");
  const description = String(form.get("description") ?? "");
  try {
    if (photoParam !== null) {
      // The photo's page: its description, or the photo deleted.
      const { photo } = await galleryPhotoPage(context, actor, album.id, photoParam);
      if (form.get("intent") === "delete") {
        await context.services.gallery.removePhoto(actor, photo.id);
        return redirectWithToast(context, here, { type: "success", text: ta.photoDeleted });
      }
      await context.services.gallery.updatePhoto(actor, { id: photo.id, description: photoDescription(description) });
      return redirectWithToast(context, galleryPhotoPath(album.id, photo.id), { type: "success", text: ta.saved });
    }
    if (form.get("intent") !== "delete") return data({ problems: [], error: null, description }, { status: 400 });
    await context.services.gallery.remove(actor, album.id);
    return redirectWithToast(context, GALLERY_PHOTOS, { type: "success", text: ta.albumDeleted });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ problems: [], error: error.message, description }, { status: error.kind === "forbidden" ? 403 : 400 });
  }
}

export default function GalleryAlbum() {
  const page = useLoaderData<typeof loader>();
  const { album, shown, offset } = page;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const here = galleryAlbumPath(album.id);
  const moreOf = (p: typeof page) => ({
    items: p.photos.items,
    more: p.photos.nextCursor
      ? `${galleryAlbumPath(p.album.id)}?after=${p.photos.nextCursor}&from=${p.offset + p.photos.items.length}`
      : null,
  });
  const list = useMorePages(moreOf(page), moreOf);
  if (shown) {
    return (
      <section aria-labelledby="album-title">
        <h1 className="page-title" id="album-title">
          {album.name}
        </h1>
        <PhotoPanel
          photo={shown.photo}
          here={galleryPhotoPath(album.id, shown.photo.id)}
          back={here}
          prev={shown.prevId ? galleryPhotoPath(album.id, shown.prevId) : null}
          next={shown.nextId ? galleryPhotoPath(album.id, shown.nextId) : null}
          asking={search.get("dialog") === "delete"}
          result={result?.error ? { error: result.error, description: result.description } : undefined}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="album-title">
      <div className="album-bar">
        <h1 className="page-title" id="album-title">
          {album.name}
        </h1>
        <span className="muted">{ta.photos(album.photoCount)}</span>
        <Link to={GALLERY_PHOTOS}>{ta.allAlbums}</Link>
        {album.canEdit ? (
          <Link to={galleryEditPath(album.id)} className="button">
            {t.edit}
          </Link>
        ) : null}
      </div>
      {album.description ? <p className="album-description">{album.description}</p> : null}
      {result?.error ? (
        <p className="card field__error" role="alert">
          {result.error}
        </p>
      ) : null}
      {album.canAdd ? <UploadForm problems={result?.problems ?? []} accept={page.accept} /> : null}
      {search.has("after") ? (
        <p>
          <Link to={here}>{ta.toAlbumStart}</Link>
        </p>
      ) : null}
      {list.items.length ? (
        <PhotoGrid paths={galleryAlbumPaths} photos={list.items} offset={offset} viewer />
      ) : (
        <p className="card muted">{ta.noPhotos}</p>
      )}
      <PhotoViewer />
      <ShowMore more={list.more} onMore={list.onMore} />
    </section>
  );
}
