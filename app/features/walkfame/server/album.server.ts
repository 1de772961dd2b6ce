// A board's album (issue #36, /walkfame/{id}/album): the albums feature's album of owner kind "walkfame", the
// owner id being the board's. Everyone signed in reads it, editors of the hall of fame and administrators add
// and manage its photos; a board that does not exist has none. A board has one album, made on the first upload
// (named after the board) and found by its owner id afterwards; deleting the board deletes it (boards.remove).
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { AlbumOwnerKind, AlbumsService, AlbumView } from "~/features/albums/index.server";
import { serverMessages as r } from "../messages.server";
import { canEditWalkfame, canReadWalkfame } from "../policy";

export const WALKFAME_OWNER = "walkfame";

export const boardAlbumPath = (boardId: number) => `/walkfame/${boardId}/album`;

export function walkfameOwner(db: Kysely<Database>): AlbumOwnerKind {
  return {
    kind: WALKFAME_OWNER,
    fileType: "WALKFAME_PHOTO",
    refusals: { ownerNotFound: r.boardNotFound, closed: r.boardNotFound, notContributor: r.forbidden, notEditor: r.forbidden },
    // One statement whatever the number of boards asked about: those that exist.
    async rights(reader, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom("walkfame_boards").select("id").where("id", "in", ids).execute();
      const edit = canEditWalkfame(reader);
      return new Map(rows.map((row) => [row.id, { read: canReadWalkfame(reader), add: edit, manage: edit }]));
    },
    readableWhere: () => true,
    albumPath: (boardId) => boardAlbumPath(boardId),
  };
}

/** services.walkfame.album: the one album of each board. */
export function createBoardAlbum(albums: AlbumsService) {
  const of = albums.of(WALKFAME_OWNER);
  return {
    albums: of,
    /** The board's album (null before its first photo) and whether the reader may add photos; a board that does not exist: not found. */
    async find(actor: Actor, boardId: number): Promise<{ album: AlbumView | null; canAdd: boolean }> {
      const { items, canAdd } = await of.list(actor, { ownerId: boardId, after: null, pageSize: 1 });
      return { album: items[0] ?? null, canAdd };
    },
    /** The board's album, made (named after the board) by an editor's first upload. */
    async ensure(actor: Actor, board: { id: number; title: string }): Promise<AlbumView> {
      const { album } = await this.find(actor, board.id);
      return album ?? (await of.create(actor, { ownerId: board.id, name: board.title, description: "" }));
    },
    /** Deletes the board's album with its photos (the board's delete, while the board still exists). */
    async removeOf(actor: Actor, boardId: number): Promise<void> {
      const { items } = await of.list(actor, { ownerId: boardId, after: null, pageSize: 1 });
      for (const album of items) await of.remove(actor, album.id);
    },
  };
}

export type BoardAlbum = ReturnType<typeof createBoardAlbum>;
