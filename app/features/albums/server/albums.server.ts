// The one album implementation (issue #36): services.albums. Albums and photos of every owner kind
// (owners.server.ts): the owner's feature registers its kind and takes `of(kind)`, the calls of its albums;
// the owner decides who reads, adds and manages, the author edits her own. An album's photo_count moves in
// the transaction that adds or deletes its photos, counting only the rows that changed. Photos are files of
// the kind's fileType the adder uploaded herself; the file read guard lets the owner's readers, and nobody
// else, download them.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { albumMessages as t } from "../messages";
import type { AlbumOwnerKind, OwnerRights } from "../owners.server";
import type { AlbumInput, AlbumListQuery, AlbumUpdate, PhotoListQuery, PhotosAdd, PhotoUpdate } from "../schema";
import {
  albumQuery,
  canEditItem,
  NO_RIGHTS,
  photoQuery,
  presentAlbum,
  presentPhoto,
  type AlbumRow,
  type AlbumView,
  type PhotoRow,
  type PhotoView,
} from "./rows.server";
import { createAcrossOwners } from "./across.server";
import { albumsChanged, albumsSearchIndexer } from "./search-indexer.server";

export type { AlbumView, PhotoView, PhotoImage } from "./rows.server";

/** A page by keyset: the id to pass as `after` for the next one, null on the last. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where a page's address puts a photo or album: its owner (and album); one elsewhere is not found. */
export interface PhotoAddress {
  ownerId: number;
  albumId: number;
}

export function createAlbums(deps: Deps) {
  const { db } = deps;
  const owners = new Map<string, AlbumOwnerKind>();

  function ownerOf(kind: string): AlbumOwnerKind {
    const owner = owners.get(kind);
    if (!owner) throw new Error(`albums: no owner kind "${kind}" is registered`);
    return owner;
  }

  /** The calls of one owner kind's albums: every lookup is of that kind, an album of another is not found. */
  function of(kind: string) {
    const owner = ownerOf(kind);

    async function rightsOn(user: SignedIn, ownerId: number): Promise<OwnerRights | null> {
      return (await owner.rights(user, [ownerId])).get(ownerId) ?? null;
    }

    /** The owner for reading: unknown → not found; closed to her → the owner's refusal. */
    async function readableOwner(user: SignedIn, ownerId: number, missing = owner.refusals.ownerNotFound): Promise<OwnerRights> {
      const rights = await rightsOn(user, ownerId);
      if (!rights) throw notFound(missing);
      if (!rights.read) throw forbidden(owner.refusals.closed);
      return rights;
    }

    /** An album the reader may open with her rights; `inOwner`: the owner an address names (another's: not found). */
    async function loadAlbum(user: SignedIn, id: number, inOwner?: number): Promise<{ row: AlbumRow; rights: OwnerRights }> {
      let query = albumQuery(db).where("al.id", "=", id).where("al.owner_kind", "=", kind);
      if (inOwner !== undefined) query = query.where("al.owner_id", "=", inOwner);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound(t.albumNotFound);
      return { row, rights: await readableOwner(user, row.owner_id, t.albumNotFound) };
    }

    async function loadPhoto(actor: Actor, id: number, at?: PhotoAddress): Promise<{ user: SignedIn; row: PhotoRow; rights: OwnerRights }> {
      const user = requireUser(actor);
      let query = photoQuery(db).where("p.id", "=", id).where("p.owner_kind", "=", kind);
      if (at) query = query.where("p.owner_id", "=", at.ownerId).where("p.album_id", "=", at.albumId);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound(t.photoNotFound);
      return { user, row, rights: await readableOwner(user, row.owner_id, t.photoNotFound) };
    }

    function contributor(rights: OwnerRights): void {
      if (!rights.add) throw forbidden(owner.refusals.notContributor);
    }

    function editor(user: SignedIn, rights: OwnerRights, authorId: number | null): void {
      if (!canEditItem(user, rights, authorId)) throw forbidden(owner.refusals.notEditor);
    }

    async function album(actor: Actor, id: number): Promise<AlbumView> {
      const user = requireUser(actor);
      const { row, rights } = await loadAlbum(user, id);
      return presentAlbum(user, row, rights);
    }

    async function photoPage(user: SignedIn, rights: OwnerRights, input: PhotoListQuery): Promise<Page<PhotoView>> {
      let query = photoQuery(db).where("p.album_id", "=", input.albumId);
      if (input.after !== null) query = query.where("p.id", ">", input.after);
      const rows = await query
        .orderBy("p.id")
        .limit(input.pageSize + 1)
        .execute();
      const items = rows.slice(0, input.pageSize).map((row) => presentPhoto(user, row, rights));
      return { items, nextCursor: rows.length > input.pageSize ? String(items.at(-1)!.id) : null };
    }

    /**
     * The demo's and the generators' big albums: `count` rows sharing the files of `photos` (already added to
     * the album through addPhotos), with these captions in turn; photo_count follows. No rights asked: not a call.
     */
    async function repeatPhotos(albumId: number, authorId: number, count: number, captions: readonly string[] = []): Promise<void> {
      const albumRow = await db
        .selectFrom("albums")
        .select(["owner_id"])
        .where("id", "=", albumId)
        .where("owner_kind", "=", kind)
        .executeTakeFirstOrThrow();
      const files = await db.selectFrom("album_photos").select("file_id").where("album_id", "=", albumId).orderBy("id").execute();
      if (files.length === 0 || count <= 0) return;
      const at = deps.now().toISOString();
      const rows = Array.from({ length: count }, (_, i) => ({
        album_id: albumId,
        owner_kind: kind,
        owner_id: albumRow.owner_id,
        file_id: files[i % files.length]!.file_id,
        author_id: authorId,
        description: captions.length ? (captions[i % captions.length] ?? "") : "",
        post_id: null,
        created_at: at,
      }));
      // A statement holds at most ~900 rows' parameters on SQLite: in slices.
      for (let i = 0; i < rows.length; i += 100)
        await db
          .insertInto("album_photos")
          .values(rows.slice(i, i + 100))
          .execute();
      await db
        .updateTable("albums")
        .set((eb) => ({ photo_count: eb("photo_count", "+", count) }))
        .where("id", "=", albumId)
        .execute();
    }

    return {
      kind,
      repeatPhotos,
      /** A page of the owner's albums, newest first, each with its cover; canAdd: may create one. */
      async list(actor: Actor, input: AlbumListQuery): Promise<Page<AlbumView> & { canAdd: boolean }> {
        const user = requireUser(actor);
        const rights = await readableOwner(user, input.ownerId);
        let query = albumQuery(db).where("al.owner_kind", "=", kind).where("al.owner_id", "=", input.ownerId);
        if (input.after !== null) query = query.where("al.id", "<", input.after);
        const rows = await query
          .orderBy("al.id", "desc")
          .limit(input.pageSize + 1)
          .execute();
        const items = rows.slice(0, input.pageSize).map((row) => presentAlbum(user, row, rights));
        const nextCursor = rows.length > input.pageSize ? String(items.at(-1)!.id) : null;
        return { items, nextCursor, canAdd: rights.add };
      },

      get: album,

      /** The owner's contributors create an album. */
      async create(actor: Actor, input: AlbumInput): Promise<AlbumView> {
        const user = requireUser(actor);
        contributor(await readableOwner(user, input.ownerId));
        const at = deps.now();
        const id = await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto("albums")
            .values({
              owner_kind: kind,
              owner_id: input.ownerId,
              author_id: user.userId,
              name: input.name,
              description: input.description,
              created_at: at.toISOString(),
              updated_at: at.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await albumsChanged(trx, [id], at);
          return id;
        });
        return album(user, id);
      },

      async update(actor: Actor, input: AlbumUpdate): Promise<AlbumView> {
        const user = requireUser(actor);
        const { row, rights } = await loadAlbum(user, input.id);
        editor(user, rights, row.author_id);
        const at = deps.now();
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("albums")
            .set({ name: input.name, description: input.description, updated_at: at.toISOString() })
            .where("id", "=", input.id)
            .execute();
          await albumsChanged(trx, [input.id], at);
        });
        return album(user, input.id);
      },

      /** The album with its photos (their files stay with their uploaders). */
      async remove(actor: Actor, id: number): Promise<{ id: number; ownerId: number }> {
        const user = requireUser(actor);
        const { row, rights } = await loadAlbum(user, id);
        editor(user, rights, row.author_id);
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom("album_photos").where("album_id", "=", id).execute();
          await trx.deleteFrom("albums").where("id", "=", id).execute();
          await albumsChanged(trx, [id], deps.now());
        });
        return { id, ownerId: row.owner_id };
      },

      /** A page of an album's photos, oldest first (the order they were added in). */
      async photos(actor: Actor, input: PhotoListQuery): Promise<Page<PhotoView>> {
        const user = requireUser(actor);
        const { rights } = await loadAlbum(user, input.albumId);
        return photoPage(user, rights, input);
      },

      /** The album page: the album of the address's owner and a page of its photos (three statements whatever its size). */
      async albumWithPhotos(
        actor: Actor,
        input: PhotoListQuery & { ownerId?: number },
      ): Promise<{ album: AlbumView; photos: Page<PhotoView> }> {
        const user = requireUser(actor);
        const { row, rights } = await loadAlbum(user, input.albumId, input.ownerId);
        return { album: presentAlbum(user, row, rights), photos: await photoPage(user, rights, input) };
      },

      /** The photo with the ids of its neighbours in the album; `at`: the address's owner and album. */
      async photo(
        actor: Actor,
        id: number,
        at?: PhotoAddress,
      ): Promise<{ photo: PhotoView; prevId: number | null; nextId: number | null }> {
        const { user, row, rights } = await loadPhoto(actor, id, at);
        const neighbours = await db
          .selectNoFrom((eb) => [
            eb
              .selectFrom("album_photos")
              .select((f) => f.fn.max("id").as("prev"))
              .where("album_id", "=", row.album_id)
              .where("id", "<", id)
              .as("prev_id"),
            eb
              .selectFrom("album_photos")
              .select((f) => f.fn.min("id").as("next"))
              .where("album_id", "=", row.album_id)
              .where("id", ">", id)
              .as("next_id"),
          ])
          .executeTakeFirstOrThrow();
        return {
          photo: presentPhoto(user, row, rights),
          prevId: neighbours.prev_id === null ? null : Number(neighbours.prev_id),
          nextId: neighbours.next_id === null ? null : Number(neighbours.next_id),
        };
      },

      /**
       * Contributors add files of the kind's fileType they uploaded and no photo holds yet (a form sent twice
       * adds nothing twice); all or none.
       */
      async addPhotos(actor: Actor, input: PhotosAdd): Promise<PhotoView[]> {
        const user = requireUser(actor);
        const { row, rights } = await loadAlbum(user, input.albumId);
        contributor(rights);
        const fileIds = [...new Set(input.fileIds)];
        const ids = await db.transaction().execute(async (trx) => {
          const files = await trx
            .selectFrom("files as f")
            .select("f.id")
            .where("f.id", "in", fileIds)
            .where("f.user_id", "=", user.userId)
            .where("f.file_type", "=", owner.fileType)
            .where("f.is_image", "=", 1)
            .where((eb) => eb.not(eb.exists(eb.selectFrom("album_photos as p").select("p.id").whereRef("p.file_id", "=", "f.id"))))
            .execute();
          if (files.length !== fileIds.length) throw invalid(t.fileNotPhoto, { fileIds: t.fileNotPhoto });
          const at = deps.now().toISOString();
          const inserted = await trx
            .insertInto("album_photos")
            .values(
              fileIds.map((fileId) => ({
                album_id: row.id,
                owner_kind: kind,
                owner_id: row.owner_id,
                file_id: fileId,
                author_id: user.userId,
                post_id: null,
                created_at: at,
              })),
            )
            .returning("id")
            .execute();
          await trx
            .updateTable("albums")
            .set((eb) => ({ photo_count: eb("photo_count", "+", inserted.length), updated_at: at }))
            .where("id", "=", row.id)
            .execute();
          return inserted.map((p) => p.id);
        });
        const rows = await photoQuery(db).where("p.id", "in", ids).orderBy("p.id").execute();
        return rows.map((photo) => presentPhoto(user, photo, rights));
      },

      async updatePhoto(actor: Actor, input: PhotoUpdate): Promise<PhotoView> {
        const { user, row, rights } = await loadPhoto(actor, input.id);
        editor(user, rights, row.author_id);
        await db.updateTable("album_photos").set({ description: input.description }).where("id", "=", input.id).execute();
        return presentPhoto(user, { ...row, description: input.description }, rights);
      },

      /** The photo leaves its album (the count with it). */
      async removePhoto(actor: Actor, id: number): Promise<{ id: number; albumId: number; ownerId: number }> {
        const { user, row, rights } = await loadPhoto(actor, id);
        editor(user, rights, row.author_id);
        await db.transaction().execute(async (trx) => {
          const deleted = await trx.deleteFrom("album_photos").where("id", "=", id).executeTakeFirst();
          if (Number(deleted.numDeletedRows) === 0) return;
          await trx
            .updateTable("albums")
            .set((eb) => ({ photo_count: eb("photo_count", "-", 1), updated_at: deps.now().toISOString() }))
            .where("id", "=", row.album_id)
            .where("photo_count", ">", 0)
            .execute();
        });
        return { id, albumId: row.album_id, ownerId: row.owner_id };
      },
    };
  }

  /**
   * The file read guard: a photo file of a registered kind is read by the readers of an owner one of its photos
   * is in; one in no photo (uploaded, not yet added, or its photo deleted) by its uploader only. Null for other files.
   */
  async function fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
    const rows = await db
      .selectFrom("files as f")
      .leftJoin("album_photos as p", "p.file_id", "f.id")
      .select(["f.user_id", "f.file_type", "p.id as photo_id", "p.owner_kind", "p.owner_id"])
      .where("f.id", "=", fileId)
      .execute();
    const fileType = rows[0]?.file_type;
    if (![...owners.values()].some((o) => o.fileType === fileType)) return null;
    if (actor.kind !== "user") return false;
    const held = rows.filter((r) => r.photo_id !== null && r.owner_kind !== null && r.owner_id !== null);
    if (held.length === 0) return rows[0]!.user_id === actor.userId;
    for (const row of held) {
      const owner = owners.get(row.owner_kind!);
      if (!owner) continue;
      const rights = (await owner.rights(actor, [row.owner_id!])).get(row.owner_id!) ?? NO_RIGHTS;
      if (rights.read) return true;
    }
    return false;
  }

  return {
    /** An owner's feature registers its kind when its services are built (owners.server.ts). */
    registerOwner(owner: AlbumOwnerKind): void {
      if (owners.has(owner.kind)) throw new Error(`albums: owner kind "${owner.kind}" is registered twice`);
      owners.set(owner.kind, owner);
    },
    of,
    ...createAcrossOwners(deps, owners),
    fileReadGuard,
    /** The portal search's ALBUM index: every owner kind's albums, each found by its owner's readers only. */
    searchIndexer: albumsSearchIndexer(deps, owners),
  };
}

export type AlbumsService = ReturnType<typeof createAlbums>;
export type OwnerAlbums = ReturnType<AlbumsService["of"]>;
