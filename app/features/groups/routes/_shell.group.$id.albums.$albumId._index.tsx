// /group/{id}/albums/{albumId}: the album's thumbnails (each to its photo's page), 50 a page by keyset
// with a "Показать ещё" link; members upload up to 20 photos in one multipart form (without JavaScript
// too) — each refused file named, the accepted ones kept; whoever may edit the album deletes it after
// `?dialog=delete` asks again.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { albumMessages as t, ShowMore } from "~/features/albums/index";
import { groupAlbumMessages } from "~/features/groups/messages/album";
import { albumPage, ALBUM_UPLOAD_MAX_BYTES, PHOTO_ACCEPT, uploadedPath, uploadPhotos } from "~/features/groups/server/albums-pages.server";
import { ConfirmDelete, PhotoGrid, UploadForm } from "~/features/albums/index";
import { albumPath, albumsPath, groupAlbumPaths } from "~/features/groups/ui/album-urls";
import { albumStyles as styles } from "~/features/albums/styles";

export const uploadLimit = ALBUM_UPLOAD_MAX_BYTES;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data: page }) => pageTitle(page?.album.name ?? t.title);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = new URL(request.url).searchParams.get("after");
  const { group, album, photos } = await albumPage(context, actor, params, after);
  // The position of the page's first photo, for the thumbnails' names ("Фотография 51"...).
  return {
    groupId: group.id,
    album,
    photos,
    offset: after ? Number(new URL(request.url).searchParams.get("from") ?? 0) : 0,
    accept: PHOTO_ACCEPT,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { group, album } = await albumPage(context, actor, params, null);
  // The upload form is the page's only multipart one: its files are read as they stream in.
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    if (!album.canAdd) return data({ problems: [groupAlbumMessages.notMember] }, { status: 403 });
    const { added, problems, firstId } = await uploadPhotos(request, context, actor, album.id);
    if (problems.length === 0 && firstId !== null) {
      const to = uploadedPath(albumPath(group.id, album.id), album.photoCount, firstId);
      return redirectWithToast(context, to, { type: "success", text: t.uploaded(added) });
    }
    return data({ problems }, { status: added ? 200 : 400 });
  }
  const form = await readForm(request);
  if (form.get("intent") !== "delete") return data({ problems: [] }, { status: 400 });
  try {
    await context.services.groupAlbums.remove(actor, album.id);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ problems: [error.message] }, { status: 403 });
  }
  return redirectWithToast(context, albumsPath(group.id), { type: "success", text: t.albumDeleted });
}

export default function Album() {
  const page = useLoaderData<typeof loader>();
  const { groupId, album, offset } = page;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const here = albumPath(groupId, album.id);
  // With JavaScript «Показать ещё» appends the next page here.
  const moreOf = (p: typeof page) => ({
    items: p.photos.items,
    more: p.photos.nextCursor
      ? `${albumPath(p.groupId, p.album.id)}?after=${p.photos.nextCursor}&from=${p.offset + p.photos.items.length}`
      : null,
  });
  const list = useMorePages(moreOf(page), moreOf);
  return (
    <section aria-labelledby="album-title">
      <div className="album-bar">
        <h2 className="page-title" id="album-title">
          {album.name}
        </h2>
        <span className="muted">{t.photos(album.photoCount)}</span>
        <Link to={albumsPath(groupId)}>{t.allAlbums}</Link>
      </div>
      {album.description ? <p className="album-description">{album.description}</p> : null}
      {album.canEdit && search.get("dialog") === "delete" ? <ConfirmDelete question={t.deleteAlbumConfirm} cancelTo={here} /> : null}
      {album.canAdd ? <UploadForm problems={result?.problems ?? []} accept={page.accept} /> : null}
      {search.has("after") ? (
        <p>
          <Link to={here}>{t.toAlbumStart}</Link>
        </p>
      ) : null}
      {list.items.length ? (
        <PhotoGrid paths={groupAlbumPaths(groupId)} photos={list.items} offset={offset} />
      ) : (
        <p className="card muted group-page__empty">{t.noPhotos}</p>
      )}
      <ShowMore more={list.more} onMore={list.onMore} />
      {album.canEdit && search.get("dialog") !== "delete" ? (
        <p>
          <Link to={`${here}?dialog=delete`} className="button button--danger-outline">
            {t.deleteAlbum}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
