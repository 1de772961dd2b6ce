// The hall of fame's boards: the current ones (/walkfame), every board by year (/walkfame/all, a keyset walk by
// (year desc, id desc)), one board with its people, and the editors' create, update and delete. Each list is
// one statement whatever the boards hold (the people are counted by a subquery).
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, notFound, unauthorized } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import type { FilesService } from "~/platform/files/files.server";
import { api as apiMessages } from "~/shared/messages.server";
import { mediumOf } from "../files";
import { serverMessages as r } from "../messages.server";
import { canEditWalkfame, canReadWalkfame } from "../policy";
import type { BoardInput } from "../schema";
import { WALKFAME_BOARDS_CHANGED, WALKFAME_PEOPLE_CHANGED } from "./events";
import type { BoardPage, WalkfameBoard } from "./model";
import type { BoardAlbum } from "./album.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The most current boards /walkfame shows; a page of /walkfame/all. */
export const CURRENT_LIMIT = 60;
export const ALL_PAGE = 24;

export function requireReader(actor: Actor): void {
  if (!canReadWalkfame(actor)) throw unauthorized(apiMessages.unauthorized);
}

export function requireEditor(actor: Actor): void {
  requireReader(actor);
  if (!canEditWalkfame(actor)) throw forbidden(r.forbidden);
}

/** A WALKFAME_IMAGE file's serving path, or the refusal under `field`. */
export async function imagePath(files: FilesService, fileId: number, field: string): Promise<string> {
  const record = await files.record(fileId);
  if (record?.fileType !== "WALKFAME_IMAGE") throw notFound(r.fileNotFound, { [field]: r.fileNotFound });
  return record.filePath;
}

const boardColumns = (db: Db) =>
  db.selectFrom("walkfame_boards as b").select((eb) => [
    "b.id",
    "b.title",
    "b.year",
    "b.nomination",
    "b.description",
    "b.cover_path",
    "b.cover_file_id",
    "b.archived",
    eb
      .selectFrom("walkfame_people as p")
      .whereRef("p.board_id", "=", "b.id")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("people"),
  ]);

type BoardRow = {
  id: number;
  title: string;
  year: number;
  nomination: string | null;
  description: string;
  cover_path: string | null;
  cover_file_id: number | null;
  archived: number;
  people: number | string | bigint | null;
};

const present = (b: BoardRow): WalkfameBoard => ({
  id: b.id,
  title: b.title,
  year: b.year,
  nomination: b.nomination,
  description: b.description,
  cover: b.cover_path ? mediumOf(b.cover_path) : null,
  coverFileId: b.cover_file_id,
  archived: b.archived === 1,
  peopleCount: Number(b.people ?? 0),
});

/** "year.id" of the last board shown, read back; anything else is the first page. */
export function parseCursor(value: unknown): { year: number; id: number } | null {
  const m = typeof value === "string" ? /^(\d{4})\.(\d{1,10})$/.exec(value) : null;
  return m ? { year: Number(m[1]), id: Number(m[2]) } : null;
}

/** `album`: the boards' albums, deleted with their board. */
export function createBoards({ db, now }: Pick<Deps, "db" | "now">, album: Pick<BoardAlbum, "removeOf">) {
  return {
    /** The current boards (not archived), the newest year first. */
    async current(actor: Actor): Promise<WalkfameBoard[]> {
      requireReader(actor);
      const rows = await boardColumns(db)
        .where("b.archived", "=", 0)
        .orderBy("b.year", "desc")
        .orderBy("b.id", "desc")
        .limit(CURRENT_LIMIT)
        .execute();
      return rows.map(present);
    },

    /** Every board, the newest year first, ALL_PAGE at a time after `after` ("year.id"). */
    async page(actor: Actor, after: unknown): Promise<BoardPage> {
      requireReader(actor);
      const cursor = parseCursor(after);
      let q = boardColumns(db);
      if (cursor)
        q = q.where((eb) => eb.or([eb("b.year", "<", cursor.year), eb.and([eb("b.year", "=", cursor.year), eb("b.id", "<", cursor.id)])]));
      const rows = await q
        .orderBy("b.year", "desc")
        .orderBy("b.id", "desc")
        .limit(ALL_PAGE + 1)
        .execute();
      const boards = rows.slice(0, ALL_PAGE).map(present);
      const last = boards.at(-1);
      return { boards, next: rows.length > ALL_PAGE && last ? `${last.year}.${last.id}` : null };
    },

    /** One board, or not found. */
    async get(actor: Actor, id: number): Promise<WalkfameBoard> {
      requireReader(actor);
      const row = await boardColumns(db).where("b.id", "=", id).executeTakeFirst();
      if (!row) throw notFound(r.boardNotFound);
      return present(row);
    },

    /** Creates a board (id null) or changes one: editors only; a new cover must be a WALKFAME_IMAGE file. */
    async save(actor: Actor, id: number | null, input: BoardInput, files: FilesService): Promise<WalkfameBoard> {
      requireEditor(actor);
      const at = now();
      const coverPath = input.coverFileId !== undefined ? await imagePath(files, input.coverFileId, "coverFileId") : undefined;
      const values = {
        title: input.title,
        year: input.year,
        nomination: input.nomination || null,
        description: input.description,
        archived: input.archived ? 1 : 0,
        updated_at: at.toISOString(),
        ...(coverPath !== undefined ? { cover_file_id: input.coverFileId!, cover_path: coverPath } : {}),
      };
      const savedId = await db.transaction().execute(async (trx) => {
        let boardId: number;
        if (id === null) {
          const row = await trx
            .insertInto("walkfame_boards")
            .values({ ...values, created_at: at.toISOString(), created_by: actor.kind === "user" ? actor.userId : null })
            .returning("id")
            .executeTakeFirstOrThrow();
          boardId = row.id;
        } else {
          const changed = await trx.updateTable("walkfame_boards").set(values).where("id", "=", id).executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) throw notFound(r.boardNotFound);
          boardId = id;
        }
        await writeIdsEvent(trx, WALKFAME_BOARDS_CHANGED, [boardId], at);
        return boardId;
      });
      return this.get(actor, savedId);
    },

    /**
     * Deletes a board, its people's entries and its album (with its photos): editors only. The album goes first,
     * through the albums service (its own transaction, while the board still stands for its rights; an unknown
     * board is refused there as here), then the board and its entries in one transaction.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      requireEditor(actor);
      await album.removeOf(actor, id);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const entries = await trx.selectFrom("walkfame_people").select("id").where("board_id", "=", id).execute();
        await trx.deleteFrom("walkfame_people").where("board_id", "=", id).execute();
        const gone = await trx.deleteFrom("walkfame_boards").where("id", "=", id).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) throw notFound(r.boardNotFound);
        await writeIdsEvent(trx, WALKFAME_BOARDS_CHANGED, [id], at);
        await writeIdsEvent(
          trx,
          WALKFAME_PEOPLE_CHANGED,
          entries.map((e) => e.id),
          at,
        );
      });
    },

    /** Whether a file is a board's cover or a person's photo (the files' read guard: anyone signed in reads them). */
    async isShownImage(fileId: number): Promise<boolean> {
      const row = await db
        .selectFrom("walkfame_boards")
        .select("id")
        .where("cover_file_id", "=", fileId)
        .union(db.selectFrom("walkfame_people").select("id").where("photo_file_id", "=", fileId))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type WalkfameBoards = ReturnType<typeof createBoards>;
