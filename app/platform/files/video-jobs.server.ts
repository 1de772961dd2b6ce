// Background conversion of uploaded videos (issue #12 point 4): every FAQ_VIDEO stored while ffmpeg is
// on the machine gets a video_jobs row (0014). A worker — server.ts's timer, or a test calling work() —
// claims a job with one UPDATE, converts the original to H.264/AAC MP4 with a poster and the duration
// (video-tools.server.ts), stores both as files and marks the job DONE.
//
// Several processes may run workers on one database: the claim's UPDATE repeats its conditions in its
// own WHERE, so PostgreSQL re-checks them on the row it locks (a second claimer of the same row finds
// it already claimed and updates nothing) and SQLite runs it alone. A claim older than
// VIDEO_CLAIM_STALE_MS belongs to a process that stopped: the job is claimed again. Each claim counts an
// attempt; after VIDEO_MAX_ATTEMPTS the job is FAILED and the original stays served as uploaded.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { newStorageKey, type FileStorage } from "./storage.server";
import { newUrlKey } from "./address.server";
import { extensionOf } from "~/shared/files/rules";
import { withTempDir, type VideoTools } from "./video-tools.server";
import { recordTechEvent } from "../audit.server";

/** How often server.ts runs a pass. */
export const VIDEO_JOBS_EVERY_MS = 5_000;
/** A claim older than this is taken to belong to a stopped process (a 500 MB upload converts in minutes). */
export const VIDEO_CLAIM_STALE_MS = 30 * 60_000;
/** Claims of one job before it is given up. */
export const VIDEO_MAX_ATTEMPTS = 3;

export interface ClaimedJob {
  id: number;
  fileId: number;
  attempts: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Writes the job of a video file just stored (in the same transaction as its files row). */
export async function enqueueVideoJob(db: Db, fileId: number, at: Date): Promise<void> {
  const iso = at.toISOString();
  await db.insertInto("video_jobs").values({ file_id: fileId, status: "PENDING", created_at: iso, updated_at: iso }).execute();
}

/** This process's name in claimed_by: host, pid and a random part (two workers of one process differ). */
export const newWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

const stem = (name: string) => {
  const ext = extensionOf(name);
  return ext ? name.slice(0, -(ext.length + 1)) : name;
};

export function createVideoJobs(db: Kysely<Database>, now: () => Date, storage: FileStorage, tools: VideoTools) {
  const claimable =
    (stale: string) =>
    (eb: ExpressionBuilder<Database, "video_jobs">): Expression<SqlBool> =>
      eb.and([
        eb("status", "=", "PENDING"),
        eb("attempts", "<", VIDEO_MAX_ATTEMPTS),
        eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", stale)]),
      ]);

  /** Claims the oldest claimable job for `workerId` (one UPDATE), or null. */
  async function claim(workerId: string): Promise<ClaimedJob | null> {
    const at = now();
    const stale = new Date(at.getTime() - VIDEO_CLAIM_STALE_MS).toISOString();
    const row = await db
      .updateTable("video_jobs")
      .set((eb) => ({ claimed_by: workerId, claimed_at: at.toISOString(), attempts: eb("attempts", "+", 1), updated_at: at.toISOString() }))
      .where("id", "=", (eb) => eb.selectFrom("video_jobs").select("id").where(claimable(stale)).orderBy("id").limit(1))
      .where(claimable(stale))
      .returning(["id", "file_id", "attempts"])
      .executeTakeFirst();
    return row ? { id: row.id, fileId: row.file_id, attempts: row.attempts } : null;
  }

  /** Jobs whose last attempt died with its process (stale claim, no attempts left): FAILED. */
  async function giveUpStale(): Promise<void> {
    const at = now();
    await db
      .updateTable("video_jobs")
      .set({
        status: "FAILED",
        last_error: "The last attempt did not finish",
        claimed_by: null,
        claimed_at: null,
        updated_at: at.toISOString(),
      })
      .where("status", "=", "PENDING")
      .where("attempts", ">=", VIDEO_MAX_ATTEMPTS)
      .where("claimed_at", "<", new Date(at.getTime() - VIDEO_CLAIM_STALE_MS).toISOString())
      .execute();
  }

  /** Converts the claimed job's video and records the result (or the error, and a retry or FAILED). */
  async function convert(job: ClaimedJob, workerId: string): Promise<"DONE" | "RETRY" | "FAILED"> {
    const written: string[] = [];
    try {
      const original = await db
        .selectFrom("files")
        .select(["id", "user_id", "original_name", "storage_key"])
        .where("id", "=", job.fileId)
        .executeTakeFirstOrThrow();
      const result = await withTempDir(async (dir) => {
        const input = path.join(dir, `input.${extensionOf(original.original_name) || "bin"}`);
        const source = await storage.getStream(original.storage_key);
        if (!source) throw new Error("The original is missing from the file store");
        await pipeline(source, fs.createWriteStream(input));
        const probed = await tools.probe(input);
        if (!probed) throw new Error("ffprobe cannot read the original");
        const output = path.join(dir, "output.mp4");
        const poster = path.join(dir, "poster.jpg");
        await tools.convert(input, output, poster, probed.duration);
        // Copied into the store from the temporary folder: a converted 500 MB upload is not read into memory.
        const store = async (file: string) => {
          const key = newStorageKey();
          await storage.putFile(key, file);
          written.push(key);
          return { key, size: (await fsp.stat(file)).size };
        };
        return { duration: Math.round(probed.duration), video: await store(output), poster: await store(poster) };
      });
      const name = stem(original.original_name) || "video";
      await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        const file = (original_name: string, content_type: string, size: number, storage_key: string) =>
          trx
            .insertInto("files")
            // The MP4 and its poster belong to the video: its type and owner; served under its rights.
            .values({
              user_id: original.user_id,
              original_name,
              file_type: "FAQ_VIDEO",
              content_type,
              size,
              storage_key,
              url_key: newUrlKey(),
              created_at: at,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
        const video = await file(`${name}.mp4`, "video/mp4", result.video.size, result.video.key);
        const poster = await file(`${name}.jpg`, "image/jpeg", result.poster.size, result.poster.key);
        const marked = await trx
          .updateTable("video_jobs")
          .set({
            status: "DONE",
            converted_file_id: video.id,
            poster_file_id: poster.id,
            duration: result.duration,
            claimed_by: null,
            claimed_at: null,
            last_error: null,
            updated_at: at,
          })
          .where("id", "=", job.id)
          .where("status", "=", "PENDING")
          .where("claimed_by", "=", workerId)
          .executeTakeFirst();
        // Another worker took the job over (our claim went stale): its result counts, not ours.
        if (Number(marked.numUpdatedRows) !== 1) throw new Error("The claim was taken over");
      });
      return "DONE";
    } catch (error) {
      await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
      const last = job.attempts >= VIDEO_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("video_jobs")
        .set({
          status: last ? "FAILED" : "PENDING",
          last_error: message.slice(0, 2000),
          claimed_by: null,
          claimed_at: null,
          updated_at: now().toISOString(),
        })
        .where("id", "=", job.id)
        .where("status", "=", "PENDING")
        .where("claimed_by", "=", workerId)
        .execute();
      console.error(`Video conversion of file ${job.fileId} failed (attempt ${job.attempts}):`, message);
      if (last) {
        await recordTechEvent(db, {
          kind: "VIDEO_FAILED",
          details: { fileId: job.fileId, attempts: job.attempts, error: message.slice(0, 500) },
          at: now(),
        });
      }
      return last ? "FAILED" : "RETRY";
    }
  }

  const ownWorker = newWorkerId();
  let running: Promise<number> | null = null;

  return {
    claim,
    convert,
    /**
     * One pass: converts claimable jobs one after another until none is left; returns how many were
     * taken. A pass already running in this process is joined, not doubled (the timer may fire again
     * during a long conversion). Nothing to do without ffmpeg.
     */
    work(workerId: string = ownWorker): Promise<number> {
      running ??= (async () => {
        try {
          if (!(await tools.available())) return 0;
          await giveUpStale();
          let taken = 0;
          for (let job = await claim(workerId); job; job = await claim(workerId)) {
            taken += 1;
            await convert(job, workerId);
          }
          return taken;
        } finally {
          running = null;
        }
      })();
      return running;
    },
    /** Whether uploads are probed and converted here (false: ffmpeg or ffprobe is missing). */
    available: () => tools.available(),
  };
}

export type VideoJobs = ReturnType<typeof createVideoJobs>;
