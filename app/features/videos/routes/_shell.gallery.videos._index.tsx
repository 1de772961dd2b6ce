// /gallery/videos: the company's videos, newest first, 12 a page ("Показать ещё" opens the next by `after`:
// a plain link, no script). Each plays in the browser's own player with its poster, or says it is still
// being converted; editors see "Добавить видео" and each video's "Изменить".
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/videos.css";
import { messages as t } from "../messages";
import { listLoader } from "../server/pages.server";
import { VideoCard } from "../ui/video-card";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = listLoader;

export default function VideosPage() {
  const { videos, more, canEdit } = useLoaderData<typeof loader>();
  return (
    <div className="videos">
      <div className="videos-toolbar">
        <h1 className="page-title">{t.title}</h1>
        {canEdit ? (
          <Link to="/gallery/videos/create" className="button button--primary">
            {t.add}
          </Link>
        ) : null}
      </div>
      {videos.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        <div className="videos-list">
          {videos.map((video) => (
            <VideoCard key={video.id} video={video} canEdit={canEdit} />
          ))}
        </div>
      )}
      {more ? (
        <p className="videos-more">
          <Link to={more} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
