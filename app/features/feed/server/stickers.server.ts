// Stickers (spec part 2 §7; issue #12 point 10): images a comment may carry instead of text. Sticker
// managers (ROLE_UPDATE_STICKER) and administrators add them — one sticker per uploaded image, their
// own uploads of type STICKER (or any of their PNG/JPEG images within the sticker's 512 KB) — and
// delete them (soft: the picker no longer offers it, old comments keep it). Everyone lists them.
import type { Actor, SignedIn } from "~/platform/actor";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { STICKER_MAX_BYTES } from "../files";
import { feedTalkMessages as t } from "../messages.server";
import { canManageStickers } from "../policy";
import type { Sticker } from "../types-talk";
import type { TalkDeps } from "./talk.server";
import { recordAudit } from "~/platform/audit.server";

function stickerQuery({ db }: TalkDeps) {
  return db
    .selectFrom("stickers as s")
    .innerJoin("files as f", "f.id", "s.file_id")
    .select(["s.id", "s.file_id", "s.created_at", "f.url_key", "f.original_name"])
    .where("s.is_delete", "=", 0);
}

const present = (r: { id: number; file_id: number; created_at: string; url_key: string; original_name: string }): Sticker => ({
  id: r.id,
  stickerFileIds: [r.file_id],
  fileId: r.file_id,
  filePath: filePathOf(r.file_id, r.url_key, r.original_name),
  createDate: r.created_at,
});

/** A sticker a new comment may carry: one not deleted. */
export async function requireLiveSticker({ db }: TalkDeps, id: number): Promise<void> {
  const row = await db.selectFrom("stickers").select("id").where("id", "=", id).where("is_delete", "=", 0).executeTakeFirst();
  if (!row) throw notFound(t.stickerNotFound);
}

/**
 * The file guard of stickers: every signed-in person reads a sticker's image, a deleted sticker's too (old
 * comments keep showing it). Null for any other file.
 */
export async function stickerFileReadGuard({ db }: TalkDeps, actor: Actor, fileId: number): Promise<boolean | null> {
  if (actor.kind !== "user") return null;
  const sticker = await db.selectFrom("stickers").select("id").where("file_id", "=", fileId).limit(1).executeTakeFirst();
  return sticker ? true : null;
}

/** GET /stickers/list: the picker's stickers, oldest first. */
export async function listStickers(deps: TalkDeps): Promise<Sticker[]> {
  const rows = await stickerQuery(deps).orderBy("s.id").execute();
  return rows.map(present);
}

/** POST /stickers/add/ {stickerFileIds}: the new stickers (a file already a sticker gives no second one). */
export async function addStickers(deps: TalkDeps, actor: SignedIn, fileIds: number[]): Promise<Sticker[]> {
  if (!canManageStickers(actor)) throw forbidden(t.stickersForbidden);
  const files = await deps.db.selectFrom("files").select(["id", "user_id", "is_image", "size"]).where("id", "in", fileIds).execute();
  const byId = new Map(files.map((f) => [f.id, f]));
  for (const id of fileIds) {
    const file = byId.get(id);
    if (!file || file.user_id !== actor.userId) throw notFound(t.fileNotFound);
    if (file.is_image !== 1 || file.size > STICKER_MAX_BYTES) throw invalid(t.stickerFileInvalid, { stickerFileIds: t.stickerFileInvalid });
  }
  const at = deps.now().toISOString();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const taken = new Set(
      (await trx.selectFrom("stickers").select("file_id").where("file_id", "in", fileIds).where("is_delete", "=", 0).execute()).map(
        (r) => r.file_id,
      ),
    );
    const fresh = fileIds.filter((id) => !taken.has(id));
    if (fresh.length === 0) return [];
    const rows = await trx
      .insertInto("stickers")
      .values(fresh.map((file_id) => ({ file_id, created_by: actor.userId, created_at: at })))
      .returning("id")
      .execute();
    for (const [i, row] of rows.entries()) {
      const after = { fileId: fresh[i] };
      await recordAudit(trx, { actorId: actor.userId, action: "STICKER_ADD", entity: "STICKER", entityId: row.id, after, at: deps.now() });
    }
    return rows.map((r) => r.id);
  });
  if (ids.length === 0) return [];
  const rows = await stickerQuery(deps).where("s.id", "in", ids).orderBy("s.id").execute();
  return rows.map(present);
}

/** POST /stickers/delete/ {id}: soft; comments that carry it keep showing it. */
export async function deleteSticker(deps: TalkDeps, actor: SignedIn, id: number): Promise<null> {
  if (!canManageStickers(actor)) throw forbidden(t.stickersForbidden);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("stickers")
      .set({ is_delete: 1 })
      .where("id", "=", id)
      .where("is_delete", "=", 0)
      .returning("file_id")
      .executeTakeFirst();
    if (!changed) throw notFound(t.stickerNotFound);
    const before = { fileId: changed.file_id };
    await recordAudit(trx, { actorId: actor.userId, action: "STICKER_DELETE", entity: "STICKER", entityId: id, before, at: deps.now() });
  });
  return null;
}
