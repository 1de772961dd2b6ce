// Background conversion of uploaded videos (issue #12 point 4; app/platform/files/video-jobs.server.ts):
// one row per FAQ_VIDEO file to convert to H.264/AAC MP4 with a poster and its duration. A worker
// claims a row with one UPDATE (claimed_by, claimed_at); a claim older than the stale time is taken
// again, so jobs survive a process that stopped mid-way. The converted MP4 and the poster are files of
// their own (files rows), served under the original's read rights.
// And the poster a browser captured for a video (/posts/*-preview-post-video): kept by video file, so a
// post created after the capture, or saved again, shows it.
// Times are ISO text, as everywhere.
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("video_jobs")
    .addColumn("id", ...idColumn(db))
    /** The uploaded original. */
    .addColumn("file_id", "integer", (c) => c.notNull().unique().references("files.id").onDelete("cascade"))
    /** PENDING (waiting or being converted), DONE, FAILED (the original stays served). */
    .addColumn("status", "text", (c) => c.notNull())
    /** Claims so far, the current one included; bounded (MAX_ATTEMPTS). */
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("last_error", "text")
    .addColumn("converted_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("poster_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    /** Seconds, rounded. */
    .addColumn("duration", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The worker's claim walks pending jobs oldest first.
  await db.schema.createIndex("video_jobs_pending").on("video_jobs").columns(["status", "id"]).execute();
  // A download of a converted file or poster finds its original (the original's read rights apply).
  await db.schema.createIndex("video_jobs_converted").on("video_jobs").column("converted_file_id").execute();
  await db.schema.createIndex("video_jobs_poster").on("video_jobs").column("poster_file_id").execute();

  await db.schema
    .createTable("video_previews")
    .addColumn("file_id", "integer", (c) => c.primaryKey().references("files.id").onDelete("cascade"))
    .addColumn("preview_file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
