// /media's and the landing's items (issue #36): photos from the albums, and video cards from the videos
// feature's `newest(actor, limit)` (handed to createGallery by index.server.ts), drawn beside the photos.
import type { Actor } from "~/platform/actor";
import type { MediaPhoto } from "~/features/albums/index.server";
import type { VideoCard } from "~/features/videos/index.server";

export type { VideoCard };

export interface VideoSource {
  newest(actor: Actor, limit: number): Promise<readonly VideoCard[]>;
}

export type MediaItem = ({ type: "photo" } & MediaPhoto) | ({ type: "video" } & VideoCard);

/**
 * Photos (newest first) and videos merged newest first. When more photos follow (`photosGoOn`), videos older
 * than the page's last photo wait for a later page, so nothing jumps between pages.
 */
export function mergeByDate(
  photos: readonly ({ type: "photo" } & MediaPhoto)[],
  videos: readonly VideoCard[],
  photosGoOn: boolean,
): MediaItem[] {
  const oldest = photos.at(-1)?.createdAt;
  const kept = videos.filter((video) => !photosGoOn || oldest === undefined || video.createdAt >= oldest);
  const items: MediaItem[] = [...photos, ...kept.map((video) => ({ type: "video" as const, ...video }))];
  return items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
