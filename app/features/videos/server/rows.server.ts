// How a video is read and shown: one statement joins the video, its upload and the platform's conversion of
// it (video_jobs: the converted MP4, the poster and the duration; the feature only reads their state), so a
// page of 10 videos costs what a page of 100 does.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { filePathOf } from "~/platform/files/address.server";
import { youtubeEmbedUrl, youtubeIdOf } from "~/features/feed/index.server";
import { videoDuration } from "../ui/duration";

type Db = Kysely<Database> | Transaction<Database>;

/** A video as the pages and /api give it. Paths are the app's (the page puts the base path in front). */
export interface Video {
  id: number;
  title: string;
  description: string;
  /** Where the gallery shows it: its place in /gallery/videos (the page that starts with it). */
  href: string;
  kind: "FILE" | "LINK";
  /** The uploaded file (FILE). */
  fileId: number | null;
  originalFileName: string | null;
  /** What the player plays: the converted MP4 once done, else the upload as it is; null for a link or while converting. */
  videoUrl: string | null;
  posterUrl: string | null;
  /** The length as h:mm:ss, once converted; null otherwise. */
  duration: string | null;
  seconds: number | null;
  /** The conversion still runs: the page says «Видео обрабатывается». */
  processing: boolean;
  /** A hosted video's watch address and its player's (LINK). */
  link: string | null;
  embedUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The short form other features show (the gallery's and /media's newest). */
export interface VideoCard {
  id: number;
  title: string;
  href: string;
  posterUrl: string | null;
  duration: string | null;
  processing: boolean;
  createdAt: string;
}

export const videoHref = (id: number) => `/gallery/videos?after=${id + 1}#video-${id}`;

/** The videos with everything they show, newest first (one statement); narrow it with `where`/`limit`. */
export function selectVideos(db: Db) {
  return db
    .selectFrom("videos_items as v")
    .leftJoin("files as f", "f.id", "v.file_id")
    .leftJoin("video_jobs as vj", "vj.file_id", "v.file_id")
    .leftJoin("files as cv", "cv.id", "vj.converted_file_id")
    .leftJoin("files as cp", "cp.id", "vj.poster_file_id")
    .select([
      "v.id",
      "v.title",
      "v.description",
      "v.file_id",
      "v.link",
      "v.created_at",
      "v.updated_at",
      "f.url_key",
      "f.original_name",
      "vj.status as convert_status",
      "vj.duration",
      "vj.converted_file_id",
      "cv.url_key as converted_key",
      "cv.original_name as converted_name",
      "vj.poster_file_id",
      "cp.url_key as poster_key",
      "cp.original_name as poster_name",
    ])
    .orderBy("v.id", "desc");
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVideos>["execute"]>>[number];

const pathOf = (id: number | null, key: string | null, name: string | null) =>
  id !== null && key !== null && name !== null ? filePathOf(id, key, name) : null;

export function presentVideo(r: Row): Video {
  const base = {
    id: r.id,
    title: r.title,
    description: r.description,
    href: videoHref(r.id),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  if (r.link !== null) {
    const youtube = youtubeIdOf(r.link);
    return {
      ...base,
      kind: "LINK",
      fileId: null,
      originalFileName: null,
      videoUrl: null,
      // The host's pictures are not loaded (the CSP allows images of the portal only).
      posterUrl: null,
      duration: null,
      seconds: null,
      processing: false,
      link: r.link,
      embedUrl: youtube ? youtubeEmbedUrl(youtube) : null,
    };
  }
  // Converted: the MP4, its poster and length. Converting: the note. No job (no ffmpeg) or a failed one: the upload as is.
  const converted = r.convert_status === "DONE" ? pathOf(r.converted_file_id, r.converted_key, r.converted_name) : null;
  const processing = r.convert_status === "PENDING";
  const seconds = converted && r.duration !== null ? r.duration : null;
  return {
    ...base,
    kind: "FILE",
    fileId: r.file_id,
    originalFileName: r.original_name,
    videoUrl: processing ? null : (converted ?? pathOf(r.file_id, r.url_key, r.original_name)),
    posterUrl: converted ? pathOf(r.poster_file_id, r.poster_key, r.poster_name) : null,
    duration: seconds !== null ? videoDuration(seconds) : null,
    seconds,
    processing,
    link: null,
    embedUrl: null,
  };
}

export const cardOf = (v: Video): VideoCard => ({
  id: v.id,
  title: v.title,
  href: v.href,
  posterUrl: v.posterUrl,
  duration: v.duration,
  processing: v.processing,
  createdAt: v.createdAt,
});
