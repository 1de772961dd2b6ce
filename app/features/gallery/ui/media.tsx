// The gallery's lists of photos and videos (issue #36): /media's and the landing's cards. A photo leads to its
// album's page at the photo (#p{postId}_i{photoId}) or to its post; a video card to its page, «Видео
// обрабатывается» while it converts, its length as h:mm:ss.
import { Link, useBasePath } from "~/shared/ui/link";
import { albumMessages as ta, Thumb, type ThumbImage } from "~/features/albums/index";
import { messages as t } from "../messages";
import type { MediaItem, VideoCard as Video } from "../server/media.server";

/** A card as the page's data carries it: what it draws and no more (60 a page). */
export type MediaCard =
  { type: "photo"; id: number; href: string; albumName: string; description: string; image: ThumbImage } | ({ type: "video" } & Video);

/** The slim card of an item (the loaders' data). */
export const cardOf = (item: MediaItem): MediaCard =>
  item.type === "video"
    ? item
    : {
        type: "photo",
        id: item.id,
        href: item.href,
        albumName: item.albumName,
        description: item.description,
        image: { thumb: item.image.thumb, thumb2x: item.image.thumb2x, width: item.image.width, height: item.image.height },
      };

export function MediaGrid({ items }: { items: readonly MediaCard[] }) {
  return (
    <ul className="media-grid">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>{item.type === "photo" ? <PhotoCard photo={item} /> : <VideoCard video={item} />}</li>
      ))}
    </ul>
  );
}

function PhotoCard({ photo }: { photo: Extract<MediaCard, { type: "photo" }> }) {
  return (
    <Link to={photo.href} title={t.inAlbum(photo.albumName)}>
      <Thumb image={photo.image} alt={photo.description || `${ta.photoAlt(photo.id)}. ${t.inAlbum(photo.albumName)}`} />
    </Link>
  );
}

export function VideoCard({ video }: { video: Video }) {
  const base = useBasePath();
  return (
    <Link to={video.href} className="media-video">
      {video.posterUrl ? <img className="media-video__poster" src={base + video.posterUrl} alt="" loading="lazy" /> : null}
      <span>{video.title}</span>
      <span className="muted">{video.processing ? t.processing : video.duration}</span>
    </Link>
  );
}
