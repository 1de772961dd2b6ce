// /gallery/photos (issue #36): the company albums as cards (cover = the first photo's thumbnail, name, count),
// newest first, 50 a page by keyset («Показать ещё» is a link); editors get «Создать альбом».
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { toId } from "~/platform/ids";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { AlbumCards, ALBUMS_PAGE, albumMessages as ta, ShowMore } from "~/features/albums/index";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { galleryAlbumPaths, GALLERY_PHOTOS } from "../paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction = () => pageTitle(t.photosTitle);
export const handle = { title: t.photosTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = toId(new URL(request.url).searchParams.get("after"));
  return context.services.gallery.list(actor, { after, pageSize: ALBUMS_PAGE });
}

export default function GalleryAlbums() {
  const page = useLoaderData<typeof loader>();
  // With JavaScript «Показать ещё» appends the next page here.
  const moreOf = (p: typeof page) => ({ items: p.items, more: p.nextCursor ? `${GALLERY_PHOTOS}?after=${p.nextCursor}` : null });
  const list = useMorePages(moreOf(page), moreOf);
  return (
    <section aria-labelledby="albums-title">
      <div className="album-bar">
        <h1 className="page-title" id="albums-title">
          {t.photosTitle}
        </h1>
        {page.canAdd ? (
          <Link to={`${GALLERY_PHOTOS}/create`} className="button button--primary">
            {ta.create}
          </Link>
        ) : null}
      </div>
      {list.items.length ? <AlbumCards paths={galleryAlbumPaths} albums={list.items} /> : <p className="card muted">{ta.none}</p>}
      <ShowMore more={list.more} onMore={list.onMore} />
    </section>
  );
}
