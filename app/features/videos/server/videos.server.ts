// The company's videos: (actor, typed input) -> result, or a typed domain error. The /api (api.server.ts) and
// the pages (pages.server.ts) call the same functions. Everyone signed in watches; holders of ROLE_EDIT_VIDEOS
// and administrators add, edit and delete. An upload is the editor's own FAQ_VIDEO file (the form's file
// control, /file/save or the WebSocket /large-file/chunk stored it and queued its conversion).
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import { parseInput } from "~/platform/validate";
import { api as apiMessages } from "~/shared/messages.server";
import { canEditVideos, canReadVideos } from "../policy";
import { videoSchema, type VideoInput } from "../schema";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";
import { cardOf, presentVideo, selectVideos, type Video, type VideoCard } from "./rows.server";
import { videosChanged } from "./search-indexer.server";

/** A list page's most videos (the /api's `limit` is held within it). */
export const PAGE_LIMIT = 50;

export function requireVideosEditor(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  if (!canEditVideos(actor)) throw forbidden(serverMessages.forbidden);
  return actor;
}

function requireReader(actor: Actor): SignedIn {
  if (actor.kind !== "user" || !canReadVideos(actor)) throw unauthorized(apiMessages.unauthorized);
  return actor;
}

/** Exactly one of a file and a link, said by the field the person filled. */
function checkSource(input: VideoInput): void {
  if (input.fileId !== undefined && input.link !== null) throw invalid(t.videoBoth, { link: t.videoBoth });
  if (input.fileId === undefined && input.link === null) throw invalid(t.videoRequired, { file: t.videoRequired });
}

export function createVideos({ db, now }: Pick<Deps, "db" | "now">) {
  async function find(id: number): Promise<Video | null> {
    const row = await selectVideos(db).where("v.id", "=", id).executeTakeFirst();
    return row ? presentVideo(row) : null;
  }

  return {
    /** Newest first, `limit` after the keyset `after` (ids below it); `next` is the following page's `after`. */
    async list(actor: Actor, page: { after?: number | null; limit?: number } = {}): Promise<{ items: Video[]; next: number | null }> {
      requireReader(actor);
      const limit = Math.min(Math.max(Math.trunc(page.limit ?? 20), 1), PAGE_LIMIT);
      let query = selectVideos(db).limit(limit + 1);
      if (page.after) query = query.where("v.id", "<", page.after);
      const rows = await query.execute();
      const items = rows.slice(0, limit).map(presentVideo);
      return { items, next: rows.length > limit ? items.at(-1)!.id : null };
    },

    /** The newest `limit` videos in their short form (the gallery's and /media's blocks): one statement. */
    async newest(actor: Actor, limit: number): Promise<VideoCard[]> {
      requireReader(actor);
      const rows = await selectVideos(db)
        .limit(Math.min(Math.max(Math.trunc(limit), 1), PAGE_LIMIT))
        .execute();
      return rows.map((r) => cardOf(presentVideo(r)));
    },

    async get(actor: Actor, id: number): Promise<Video> {
      requireReader(actor);
      const video = await find(id);
      if (!video) throw notFound(serverMessages.notFound);
      return video;
    },

    /** Adds a video (editors); the file must be the editor's own video upload. */
    async create(actor: Actor, input: unknown): Promise<Video> {
      const editor = requireVideosEditor(actor);
      const data = parseInput(videoSchema, input);
      checkSource(data);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        if (data.fileId !== undefined) {
          const own = await lockOwnUpload(trx, { fileId: data.fileId, ownerId: editor.userId, fileType: "FAQ_VIDEO" });
          if (!own) throw invalid(serverMessages.fileNotOwn, { file: serverMessages.fileNotOwn });
        }
        const row = await trx
          .insertInto("videos_items")
          .values({
            title: data.title,
            description: data.description,
            file_id: data.fileId ?? null,
            link: data.link,
            created_at: at,
            updated_at: at,
            created_by: editor.userId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await videosChanged(trx, [row.id], now());
        return row.id;
      });
      return (await find(id))!;
    },

    /** Changes a video (editors): its file may stay as it is, or be the editor's own new upload, or become a link. */
    async update(actor: Actor, id: number, input: unknown): Promise<Video> {
      const editor = requireVideosEditor(actor);
      const data = parseInput(videoSchema, input);
      checkSource(data);
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("videos_items").select(["id", "file_id"]).where("id", "=", id).executeTakeFirst();
        if (!current) throw notFound(serverMessages.notFound);
        if (data.fileId !== undefined && data.fileId !== current.file_id) {
          const own = await lockOwnUpload(trx, { fileId: data.fileId, ownerId: editor.userId, fileType: "FAQ_VIDEO" });
          if (!own) throw invalid(serverMessages.fileNotOwn, { file: serverMessages.fileNotOwn });
        }
        await trx
          .updateTable("videos_items")
          .set({
            title: data.title,
            description: data.description,
            file_id: data.fileId ?? null,
            link: data.link,
            updated_at: now().toISOString(),
          })
          .where("id", "=", id)
          .execute();
        await videosChanged(trx, [id], now());
      });
      return (await find(id))!;
    },

    /** Deletes a video (editors). Its file stays the uploader's. */
    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      requireVideosEditor(actor);
      await db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom("videos_items").where("id", "=", id).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw notFound(serverMessages.notFound);
        await videosChanged(trx, [id], now());
      });
      return { id };
    },

    /** Files of a video (the upload; its MP4 and poster are read under it) are read by everyone signed in. */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      const shown = await db.selectFrom("videos_items").select("id").where("file_id", "=", fileId).limit(1).executeTakeFirst();
      if (!shown) return null;
      return actor.kind === "user";
    },
  };
}

export type VideosService = ReturnType<typeof createVideos>;
