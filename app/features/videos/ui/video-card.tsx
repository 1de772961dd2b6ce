// One video of the list: an uploaded one plays in the browser's own player with its poster (no script
// needed), a converting one says so, a hosted one opens at its host. The length as h:mm:ss.
import { Link } from "~/shared/ui/link";
import type { ShownVideo } from "../server/pages.server";
import { messages as t } from "../messages";

export function VideoCard({ video, canEdit }: { video: ShownVideo; canEdit: boolean }) {
  const headingId = `video-${video.id}-title`;
  return (
    <article className="card videos-card" id={`video-${video.id}`} aria-labelledby={headingId}>
      <div className="videos-card__player">
        {video.processing ? (
          <p className="videos-card__processing" role="status">
            {t.processing}
          </p>
        ) : video.link ? (
          // A hosted video opens at its host, as the feed's links do: no other site's player loads with the list.
          <a className="videos-card__external" href={video.link} rel="noopener noreferrer" target="_blank">
            ▶ {t.openLink}
          </a>
        ) : video.videoUrl ? (
          <video controls preload="none" src={video.videoUrl} poster={video.posterUrl ?? undefined} aria-labelledby={headingId} />
        ) : null}
      </div>
      <div className="videos-card__text">
        <h2 id={headingId} className="videos-card__title">
          {video.title}
        </h2>
        {video.duration ? (
          <p className="muted videos-card__duration">
            <time dateTime={`PT${video.seconds ?? 0}S`}>{t.duration(video.duration)}</time>
          </p>
        ) : null}
        {video.description ? <p className="videos-card__description">{video.description}</p> : null}
        <p className="videos-card__links">
          {canEdit ? (
            <Link to={`/gallery/videos/${video.id}/edit`} aria-label={`${t.edit}: ${video.title}`}>
              {t.edit}
            </Link>
          ) : null}
        </p>
      </div>
    </article>
  );
}
