// A video's poster captured by the browser (spec part 2 §7): POST /posts/create-preview-post-video for a
// video the caller uploaded (the post may not exist yet) and /posts/edit-preview-post-video for a video
// of a post the caller may edit. The image is stored as a file (PNG or JPEG, checked and normalised by
// the file store) and kept by video file in video_previews, so a post created or saved later shows it
// (writeFiles copies it into post_files.preview_file_id, which the post's file guard reads). It wins
// over the poster ffmpeg takes.
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { invalid, notFound } from "~/platform/errors";
import type { FileRecord } from "~/platform/files/files.server";
import { decodeBase64, sniffFormat } from "~/platform/files/sniff.server";
import { feedServerMessages as t } from "../messages.server";
import { canManagePost } from "../policy";
import type { PreviewCreateInput, PreviewEditInput } from "../schema";
import type { Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { getPost } from "./post-find.server";
import { editForbidden, postForChange } from "./post-update.server";
import { resolveGroup } from "./visibility.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Stores an uploaded image as this person's file (the file store's checks apply). */
export type StoreImage = (actor: SignedIn, upload: { originalFileName: string; bytes: Uint8Array }) => Promise<FileRecord>;

/** The captured image, decoded and named after its content; refused unless PNG or JPEG. */
function previewImage(base64: string) {
  const bytes = decodeBase64(base64.trim());
  const format = bytes && bytes.length > 0 ? sniffFormat(bytes) : null;
  if (!bytes || (format !== "png" && format !== "jpeg")) throw invalid(t.previewNotImage, { previewBase64: t.previewNotImage });
  return { originalFileName: format === "png" ? "preview.png" : "preview.jpg", bytes };
}

async function remember(db: Db, videoFileId: number, previewFileId: number, at: Date) {
  await db
    .insertInto("video_previews")
    .values({ file_id: videoFileId, preview_file_id: previewFileId, updated_at: at.toISOString() })
    .onConflict((oc) => oc.column("file_id").doUpdateSet({ preview_file_id: previewFileId, updated_at: at.toISOString() }))
    .execute();
}

/** POST /posts/create-preview-post-video: the stored poster's file record (ours: the spec names no answer). */
export async function createPreview(feed: FeedDeps, store: StoreImage, actor: SignedIn, input: PreviewCreateInput): Promise<FileRecord> {
  await resolveGroup(feed, actor, input.groupId);
  const video = await feed.db
    .selectFrom("files")
    .select("id")
    .where("id", "=", input.videoFileId)
    .where("user_id", "=", actor.userId)
    .where("file_type", "=", "FAQ_VIDEO")
    .executeTakeFirst();
  if (!video) throw notFound(t.fileNotFound);
  const record = await store(actor, previewImage(input.previewBase64));
  await remember(feed.db, video.id, record.id, feed.now());
  return record;
}

/** POST /posts/edit-preview-post-video: the post with the video's new poster. */
export async function editPreview(feed: FeedDeps, store: StoreImage, actor: SignedIn, input: PreviewEditInput): Promise<Post> {
  const post = await postForChange(feed, actor, input.postId);
  if (!canManagePost(actor, post.own)) throw editForbidden(post.own);
  const held = await feed.db
    .selectFrom("post_files")
    .select("id")
    .where("post_id", "=", post.id)
    .where("kind", "=", "VIDEO")
    .where("file_id", "=", input.videoFileId)
    .executeTakeFirst();
  if (!held) throw notFound(t.fileNotFound);
  const record = await store(actor, previewImage(input.base64));
  await feed.db.transaction().execute(async (trx) => {
    await trx.updateTable("post_files").set({ preview_file_id: record.id }).where("id", "=", held.id).execute();
    await remember(trx, input.videoFileId, record.id, feed.now());
  });
  return getPost(feed, actor, post.id);
}

/** The captured posters of these videos, by video file id (post-content's writeFiles). */
export async function previewsOf(db: Db, videoFileIds: number[]): Promise<Map<number, number>> {
  if (videoFileIds.length === 0) return new Map();
  const rows = await db.selectFrom("video_previews").select(["file_id", "preview_file_id"]).where("file_id", "in", videoFileIds).execute();
  return new Map(rows.map((r) => [r.file_id, r.preview_file_id]));
}
