// The company's videos (issue #36, /gallery/videos): its table, merged into the platform's Database (kysely's
// schema) by declaration merging. A video is an uploaded file (FAQ_VIDEO, converted by the platform's ffmpeg
// jobs, whose state the feature only reads) or a link to a hosted video; times are ISO-8601 strings.
import type { Generated } from "kysely";

export interface VideosItemTable {
  id: Generated<number>;
  title: string;
  /** Plain text, "" for none. */
  description: string;
  /** The uploaded video (files.id, FAQ_VIDEO); null for a link. */
  file_id: number | null;
  /** A hosted video's watch address (the feed's rules: YouTube, normalised); null for an upload. */
  link: string | null;
  created_at: string;
  updated_at: string;
  /** Who added it; null once that person is deleted. */
  created_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    videos_items: VideosItemTable;
  }
}
