// The gallery's lists of photos and videos (issue #36): /media's and the landing's cards. A photo leads to its
// album's page at the photo (#p{postId}_i{photoId}) or to its post; a video card to its page, «Видео
// обрабатывается» while it converts, its length as h:mm:ss.
import { Link, useBasePath } from "~/shared/ui/link";
import { albumMessages as ta, Thumb } from "~/features/albums/index";
import { messages as t } from "../messages";
import type { MediaItem } from "../server/media.server";

export function MediaGrid({ items }: { items: readonly MediaItem[] }) {
  return (
    <ul className="media-grid">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>{item.type === "photo" ? <PhotoCard photo={item} /> : <VideoCard video={item} />}</li>
      ))}
    </ul>
  );
}

function PhotoCard({ photo }: { photo: Extract<MediaItem, { type: "photo" }> }) {
  return (
    <Link to={photo.href} title={t.inAlbum(photo.albumName)}>
      <Thumb image={photo.image} alt={photo.description || `${ta.photoAlt(photo.id)}. ${t.inAlbum(photo.albumName)}`} />
    </Link>
  );
}

export function VideoCard({ video }: { video: Extract<MediaItem, { type: "video" }> }) {
  const base = useBasePath();
  return (
    <Link to={video.href} className="media-video">
      {video.posterUrl ? <img className="media-video__poster" src={base + video.posterUrl} alt="" loading="lazy" /> : null}
      <span>{video.title}</span>
      <span className="muted">{video.processing ? t.processing : video.duration}</span>
    </Link>
  );
}
