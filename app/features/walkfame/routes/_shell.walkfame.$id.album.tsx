// /walkfame/{id}/album (issue #36): a board's album — its thumbnails, 50 a page by keyset with «Показать ещё»;
// with JavaScript the image viewer opens them in place, without it each is a link to `?photo={id}`, the photo's
// page with previous and next links (its caption and deletion for editors). Editors upload up to 20 photos in
// one multipart form; the album is made on the first upload. More specific than /walkfame/{id}/{userId}.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { albumMessages as ta, PhotoGrid, PhotoPanel, PhotoViewer, UploadForm, ShowMore, type AlbumPaths } from "~/features/albums/index";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { boardAlbumAction, boardAlbumLoader, WALKFAME_UPLOAD_MAX_BYTES } from "../server/album-page.server";

export const uploadLimit = WALKFAME_UPLOAD_MAX_BYTES;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? t.albumTitle(data.board.title) : t.album);
export const handle = { title: t.title, backTo: "/walkfame" };
export const loader = boardAlbumLoader;
export const action = boardAlbumAction;

const albumOf = (boardId: number) => `/walkfame/${boardId}/album`;
const pathsOf = (boardId: number): AlbumPaths => ({
  albums: `/walkfame/${boardId}`,
  album: () => albumOf(boardId),
  photo: (_album, photoId) => `${albumOf(boardId)}?photo=${photoId}`,
});

export default function BoardAlbum() {
  const page = useLoaderData<typeof loader>();
  const { board, album, shown, offset, canAdd } = page;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const here = albumOf(board.id);
  const paths = pathsOf(board.id);
  const moreOf = (p: typeof page) => ({
    items: p.photos.items,
    more: p.photos.nextCursor ? `${albumOf(p.board.id)}?after=${p.photos.nextCursor}&from=${p.offset + p.photos.items.length}` : null,
  });
  const list = useMorePages(moreOf(page), moreOf);
  const title = (
    <h1 className="page-title" id="album-title">
      {t.albumTitle(board.title)}
    </h1>
  );
  if (shown) {
    return (
      <section aria-labelledby="album-title">
        {title}
        <PhotoPanel
          photo={shown.photo}
          here={paths.photo(0, shown.photo.id)}
          back={here}
          prev={shown.prevId ? paths.photo(0, shown.prevId) : null}
          next={shown.nextId ? paths.photo(0, shown.nextId) : null}
          asking={search.get("dialog") === "delete"}
          result={result?.error ? { error: result.error, description: result.description } : undefined}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="album-title">
      <div className="album-bar">
        {title}
        {album ? <span className="muted">{ta.photos(album.photoCount)}</span> : null}
        <Link to={`/walkfame/${board.id}`}>{t.back}</Link>
      </div>
      {result?.error ? (
        <p className="card field__error" role="alert">
          {result.error}
        </p>
      ) : null}
      {canAdd ? <UploadForm problems={result?.problems ?? []} accept={page.accept} /> : null}
      {search.has("after") ? (
        <p>
          <Link to={here}>{ta.toAlbumStart}</Link>
        </p>
      ) : null}
      {list.items.length ? (
        <PhotoGrid paths={paths} photos={list.items} offset={offset} viewer />
      ) : (
        <p className="card muted" role="status">
          {t.noPhotos}
        </p>
      )}
      <PhotoViewer />
      <ShowMore more={list.more} onMore={list.onMore} />
    </section>
  );
}
