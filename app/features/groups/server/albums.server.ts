// Group albums and their photos (issue #14 point 9): services.groupAlbums. Readers of a group read its
// albums; members add albums and photos; the author, the group's managers and administrators edit and
// delete (policy canEditGroupItem). An album's photo_count moves in the transaction that adds or
// deletes its photos, counting only the rows that changed. Photos are GROUP_PHOTO files the adder
// uploaded herself (/file/save or the album page's upload); the file read guard lets the group's
// readers, and nobody else, download them.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { albumMessages as t } from "../messages/album";
import { canContribute, canReadGroup } from "../policy";
import type { AlbumInput, AlbumListQuery, AlbumUpdate, PhotoListQuery, PhotosAdd, PhotoUpdate } from "../schema-albums";
import {
  albumQuery,
  contributor,
  editor,
  groupOfPhoto,
  groupStanding,
  loadAlbum,
  photoQuery,
  presentAlbum,
  presentPhoto,
  readable,
  type AlbumView,
  type PhotoView,
} from "./albums-rows.server";

export type { AlbumView, PhotoView, PhotoImage } from "./albums-rows.server";

/** A page by keyset: the id to pass as `after` for the next one, null on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where a page's address puts a photo: /group/{groupId}/albums/{albumId}/{photoId}. */
export interface PhotoAddress {
  groupId: number;
  albumId: number;
}

export function createGroupAlbums({ db, now }: Deps) {
  async function album(actor: Actor, id: number): Promise<AlbumView> {
    const user = requireUser(actor);
    const { row } = await loadAlbum(db, user, id);
    return presentAlbum(user, row);
  }

  /** A photo the reader may open, or not found / the closed refusal; `at`: the album and group an address names (else not found). */
  async function loadPhoto(actor: Actor, id: number, at?: PhotoAddress) {
    const user = requireUser(actor);
    let query = photoQuery(db, user).where("p.id", "=", id);
    if (at) query = query.where("p.group_id", "=", at.groupId).where("p.album_id", "=", at.albumId);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(t.photoNotFound);
    return { user, row, group: readable(user, groupOfPhoto(row)) };
  }

  return {
    /** GET /groups/albums/list?groupId&after&pageSize: newest first, each with its cover; canAdd: may create one. */
    async list(actor: Actor, input: AlbumListQuery): Promise<Page<AlbumView> & { canAdd: boolean }> {
      const user = requireUser(actor);
      const group = readable(user, await groupStanding(db, user, input.groupId));
      let query = albumQuery(db, user).where("al.group_id", "=", input.groupId);
      if (input.after !== null) query = query.where("al.id", "<", input.after);
      const rows = await query
        .orderBy("al.id", "desc")
        .limit(input.pageSize + 1)
        .execute();
      const items = rows.slice(0, input.pageSize).map((row) => presentAlbum(user, row));
      const nextCursor = rows.length > input.pageSize ? String(items.at(-1)!.id) : null;
      return { items, nextCursor, canAdd: canContribute(user, group.standing) };
    },

    /** GET /groups/albums/get?id */
    get: album,

    /** POST /groups/albums/create {groupId, name, description}: the group's members. */
    async create(actor: Actor, input: AlbumInput): Promise<AlbumView> {
      const user = requireUser(actor);
      contributor(user, readable(user, await groupStanding(db, user, input.groupId)));
      const at = now().toISOString();
      const { id } = await db
        .insertInto("group_albums")
        .values({
          group_id: input.groupId,
          author_id: user.userId,
          name: input.name,
          description: input.description,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return album(user, id);
    },

    /** POST /groups/albums/update {id, name, description} */
    async update(actor: Actor, input: AlbumUpdate): Promise<AlbumView> {
      const user = requireUser(actor);
      const { row, group } = await loadAlbum(db, user, input.id);
      editor(user, group, { authorId: row.author_id });
      await db
        .updateTable("group_albums")
        .set({ name: input.name, description: input.description, updated_at: now().toISOString() })
        .where("id", "=", input.id)
        .execute();
      return album(user, input.id);
    },

    /** POST /groups/albums/delete {id}: the album with its photos (their files stay with their uploaders). */
    async remove(actor: Actor, id: number): Promise<{ id: number; groupId: number }> {
      const user = requireUser(actor);
      const { row, group } = await loadAlbum(db, user, id);
      editor(user, group, { authorId: row.author_id });
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("group_photos").where("album_id", "=", id).execute();
        await trx.deleteFrom("group_albums").where("id", "=", id).execute();
      });
      return { id, groupId: row.group_id };
    },

    /** GET /groups/albums/photos?albumId&after&pageSize: oldest first (the order they were added in). */
    async photos(actor: Actor, input: PhotoListQuery): Promise<Page<PhotoView>> {
      const user = requireUser(actor);
      await loadAlbum(db, user, input.albumId);
      return photoPage(user, input);
    },

    /**
     * The album page: the album of the address's group and a page of its photos (two statements whatever
     * the page's size); another group's album is not found, whoever asks.
     */
    async albumWithPhotos(
      actor: Actor,
      input: PhotoListQuery & { groupId: number },
    ): Promise<{ album: AlbumView; photos: Page<PhotoView> }> {
      const user = requireUser(actor);
      const { row } = await loadAlbum(db, user, input.albumId, input.groupId);
      return { album: presentAlbum(user, row), photos: await photoPage(user, input) };
    },

    /**
     * GET /groups/albums/photos/get?id: the photo with the ids of its neighbours in the album. `at` (the
     * photo page): the address's album and group; a photo elsewhere is not found, whoever asks.
     */
    async photo(actor: Actor, id: number, at?: PhotoAddress): Promise<{ photo: PhotoView; prevId: number | null; nextId: number | null }> {
      const { user, row } = await loadPhoto(actor, id, at);
      const neighbours = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom("group_photos")
            .select((f) => f.fn.max("id").as("prev"))
            .where("album_id", "=", row.album_id)
            .where("id", "<", id)
            .as("prev_id"),
          eb
            .selectFrom("group_photos")
            .select((f) => f.fn.min("id").as("next"))
            .where("album_id", "=", row.album_id)
            .where("id", ">", id)
            .as("next_id"),
        ])
        .executeTakeFirstOrThrow();
      return {
        photo: presentPhoto(user, row),
        prevId: neighbours.prev_id === null ? null : Number(neighbours.prev_id),
        nextId: neighbours.next_id === null ? null : Number(neighbours.next_id),
      };
    },

    /**
     * POST /groups/albums/photos/add {albumId, fileIds}: members add GROUP_PHOTO files they uploaded and
     * no photo holds yet (a form sent twice adds nothing twice); all or none.
     */
    async addPhotos(actor: Actor, input: PhotosAdd): Promise<PhotoView[]> {
      const user = requireUser(actor);
      const { row, group } = await loadAlbum(db, user, input.albumId);
      contributor(user, group);
      const fileIds = [...new Set(input.fileIds)];
      const ids = await db.transaction().execute(async (trx) => {
        const files = await trx
          .selectFrom("files as f")
          .select("f.id")
          .where("f.id", "in", fileIds)
          .where("f.user_id", "=", user.userId)
          .where("f.file_type", "=", "GROUP_PHOTO")
          .where("f.is_image", "=", 1)
          .where((eb) => eb.not(eb.exists(eb.selectFrom("group_photos as p").select("p.id").whereRef("p.file_id", "=", "f.id"))))
          .execute();
        if (files.length !== fileIds.length) throw invalid(t.fileNotPhoto, { fileIds: t.fileNotPhoto });
        const at = now().toISOString();
        const inserted = await trx
          .insertInto("group_photos")
          .values(
            fileIds.map((fileId) => ({
              album_id: row.id,
              group_id: row.group_id,
              file_id: fileId,
              author_id: user.userId,
              created_at: at,
            })),
          )
          .returning("id")
          .execute();
        await trx
          .updateTable("group_albums")
          .set((eb) => ({ photo_count: eb("photo_count", "+", inserted.length), updated_at: at }))
          .where("id", "=", row.id)
          .execute();
        return inserted.map((p) => p.id);
      });
      const rows = await photoQuery(db, user).where("p.id", "in", ids).orderBy("p.id").execute();
      return rows.map((photo) => presentPhoto(user, photo));
    },

    /** POST /groups/albums/photos/update {id, description} */
    async updatePhoto(actor: Actor, input: PhotoUpdate): Promise<PhotoView> {
      const { user, row, group } = await loadPhoto(actor, input.id);
      editor(user, group, { authorId: row.author_id });
      await db.updateTable("group_photos").set({ description: input.description }).where("id", "=", input.id).execute();
      return presentPhoto(user, { ...row, description: input.description });
    },

    /** POST /groups/albums/photos/delete {id}: the photo leaves its album (the count with it). */
    async removePhoto(actor: Actor, id: number): Promise<{ id: number; albumId: number; groupId: number }> {
      const { user, row, group } = await loadPhoto(actor, id);
      editor(user, group, { authorId: row.author_id });
      await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom("group_photos").where("id", "=", id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return;
        await trx
          .updateTable("group_albums")
          .set((eb) => ({ photo_count: eb("photo_count", "-", 1), updated_at: now().toISOString() }))
          .where("id", "=", row.album_id)
          .where("photo_count", ">", 0)
          .execute();
      });
      return { id, albumId: row.album_id, groupId: row.group_id };
    },

    /**
     * The file read guard: a GROUP_PHOTO file is read by the readers of a group one of its photos is in;
     * one in no photo (uploaded, not yet added, or its photo deleted) by its uploader only. Null for other files.
     */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      const rows = await db
        .selectFrom("files as f")
        .leftJoin("group_photos as p", "p.file_id", "f.id")
        .leftJoin("groups as g", (j) => j.onRef("g.id", "=", "p.group_id").on("g.is_delete", "=", 0))
        .leftJoin("group_members as m", (j) =>
          j.onRef("m.group_id", "=", "p.group_id").on("m.user_id", "=", actor.kind === "user" ? actor.userId : 0),
        )
        .select(["f.user_id", "f.file_type", "p.id as photo_id", "g.id as group_id", "g.config_close", "m.user_id as member_id"])
        .where("f.id", "=", fileId)
        .execute();
      if (rows[0]?.file_type !== "GROUP_PHOTO") return null;
      if (actor.kind !== "user") return false;
      const held = rows.filter((r) => r.photo_id !== null);
      if (held.length === 0) return rows[0].user_id === actor.userId;
      return held.some(
        (r) =>
          r.group_id !== null && canReadGroup(actor, { closed: r.config_close === 1 }, { member: r.member_id !== null, manager: false }),
      );
    },
  };

  async function photoPage(user: ReturnType<typeof requireUser>, input: PhotoListQuery): Promise<Page<PhotoView>> {
    let query = photoQuery(db, user).where("p.album_id", "=", input.albumId);
    if (input.after !== null) query = query.where("p.id", ">", input.after);
    const rows = await query
      .orderBy("p.id")
      .limit(input.pageSize + 1)
      .execute();
    const items = rows.slice(0, input.pageSize).map((row) => presentPhoto(user, row));
    return { items, nextCursor: rows.length > input.pageSize ? String(items.at(-1)!.id) : null };
  }
}

export type GroupAlbumsService = ReturnType<typeof createGroupAlbums>;
