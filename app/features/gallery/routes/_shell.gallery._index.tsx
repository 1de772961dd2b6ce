// /gallery (issue #36): the newest company albums (cards, each to its album) with a link to all of them,
// editors' «Создать альбом», the newest videos' strip (the videos feature's cards, merged in once it lands)
// and a link to /media.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { AlbumCards, albumMessages as ta } from "~/features/albums/index";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { galleryAlbumPaths, GALLERY_PHOTOS, MEDIA } from "../paths";
import { cardOf, MediaGrid } from "../ui/media";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { albums, videos, canAdd } = await context.services.gallery.landing(actor);
  return { albums, videos: videos.map(cardOf), canAdd };
}

export default function Gallery() {
  const { albums, videos, canAdd } = useLoaderData<typeof loader>();
  return (
    <div className="gallery">
      <div className="album-bar">
        <h1 className="page-title">{t.title}</h1>
        {canAdd ? (
          <Link to={`${GALLERY_PHOTOS}/create`} className="button button--primary">
            {ta.create}
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="gallery-albums">
        <div className="album-bar">
          <h2 id="gallery-albums">{t.newestAlbums}</h2>
          <Link to={GALLERY_PHOTOS}>{t.allAlbums}</Link>
        </div>
        {albums.length ? <AlbumCards paths={galleryAlbumPaths} albums={albums} /> : <p className="card muted">{t.noAlbums}</p>}
      </section>
      <section aria-labelledby="gallery-videos">
        <div className="album-bar">
          <h2 id="gallery-videos">{t.videosTitle}</h2>
          <Link to={MEDIA}>{t.mediaTitle}</Link>
        </div>
        {videos.length ? <MediaGrid items={videos} /> : <p className="card muted">{t.noVideos}</p>}
      </section>
    </div>
  );
}
