// /media's and the landing's items (issue #36): photos from the albums, and video cards from the videos
// feature, built in parallel. Its service offers `newest(actor, limit)` with these fields; the lead hands it
// to createGallery (index.server.ts) once both are merged, and the pages draw the cards beside the photos.
import type { Actor } from "~/platform/actor";
import type { MediaPhoto } from "~/features/albums/index.server";

/** A video card as the videos feature's newest() gives it. */
export interface VideoCard {
  id: number;
  title: string;
  href: string;
  posterUrl: string | null;
  /** h:mm:ss */
  duration: string | null;
  /** Still converting: the card says «Видео обрабатывается». */
  processing: boolean;
  createdAt: string;
}

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
