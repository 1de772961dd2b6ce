// The people on a board: the list of one board (one statement, the directory's names joined), a person's entry,
// and the editors' add, update and remove. A person stands on a board once; without a photo of her own her
// directory avatar stands in.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, notFound } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import type { FilesService } from "~/platform/files/files.server";
import { mediumOf } from "../files";
import { serverMessages as r } from "../messages.server";
import type { PersonInput } from "../schema";
import { imagePath, requireEditor, requireReader } from "./boards.server";
import { WALKFAME_PEOPLE_CHANGED } from "./events";
import type { WalkfameEntry } from "./model";

/** The most people one board shows (a board is a wall of honour, not a directory). */
export const BOARD_PEOPLE_LIMIT = 500;

type EntryRow = {
  id: number;
  board_id: number;
  user_id: number;
  story: string;
  photo_path: string | null;
  photo_file_id: number | null;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatar_path: string | null;
};

const present = (e: EntryRow): WalkfameEntry => ({
  id: e.id,
  boardId: e.board_id,
  user: { id: e.user_id, name: e.name, surname: e.surname, middlename: e.middlename, position: e.position, avatar: e.avatar_path },
  story: e.story,
  photo: e.photo_path ? mediumOf(e.photo_path) : null,
  photoFileId: e.photo_file_id,
});

export function createBoardPeople({ db, now }: Pick<Deps, "db" | "now">) {
  const entries = () =>
    db
      .selectFrom("walkfame_people as p")
      .innerJoin("users as u", "u.id", "p.user_id")
      .select([
        "p.id",
        "p.board_id",
        "p.user_id",
        "p.story",
        "p.photo_path",
        "p.photo_file_id",
        "u.name",
        "u.surname",
        "u.middlename",
        "u.position",
        "u.avatar_path",
      ]);

  const boardExists = async (boardId: number) => {
    const row = await db.selectFrom("walkfame_boards").select("id").where("id", "=", boardId).executeTakeFirst();
    if (!row) throw notFound(r.boardNotFound);
  };

  return {
    /** The people of a board, by surname and name. */
    async list(actor: Actor, boardId: number): Promise<WalkfameEntry[]> {
      requireReader(actor);
      const rows = await entries()
        .where("p.board_id", "=", boardId)
        .orderBy("u.surname")
        .orderBy("u.name")
        .orderBy("p.id")
        .limit(BOARD_PEOPLE_LIMIT)
        .execute();
      return rows.map(present);
    },

    /** A person's entry on a board, or not found. */
    async get(actor: Actor, boardId: number, userId: number): Promise<WalkfameEntry> {
      requireReader(actor);
      const row = await entries().where("p.board_id", "=", boardId).where("p.user_id", "=", userId).executeTakeFirst();
      if (!row) throw notFound(r.entryNotFound);
      return present(row);
    },

    /** Puts a person of the directory on a board: editors only; once per board. */
    async add(actor: Actor, boardId: number, input: PersonInput, files: FilesService): Promise<WalkfameEntry> {
      requireEditor(actor);
      await boardExists(boardId);
      const userId = input.userId!;
      const person = await db.selectFrom("users").select("id").where("id", "=", userId).where("blocked", "=", 0).executeTakeFirst();
      if (!person) throw notFound(r.personNotFound, { userId: r.personNotFound });
      const photoPath = input.photoFileId !== undefined ? await imagePath(files, input.photoFileId, "photoFileId") : null;
      const at = now();
      await db.transaction().execute(async (trx) => {
        const already = await trx
          .selectFrom("walkfame_people")
          .select("id")
          .where("board_id", "=", boardId)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (already) throw conflict(r.alreadyOnBoard);
        const row = await trx
          .insertInto("walkfame_people")
          .values({
            board_id: boardId,
            user_id: userId,
            story: input.story,
            photo_file_id: input.photoFileId ?? null,
            photo_path: photoPath,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeIdsEvent(trx, WALKFAME_PEOPLE_CHANGED, [row.id], at);
      });
      return this.get(actor, boardId, userId);
    },

    /** Changes a person's story, and her photo when a new one is given: editors only. */
    async update(
      actor: Actor,
      boardId: number,
      userId: number,
      input: Omit<PersonInput, "userId">,
      files: FilesService,
    ): Promise<WalkfameEntry> {
      requireEditor(actor);
      const current = await this.get(actor, boardId, userId);
      const photoPath = input.photoFileId !== undefined ? await imagePath(files, input.photoFileId, "photoFileId") : undefined;
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("walkfame_people")
          .set({
            story: input.story,
            updated_at: at.toISOString(),
            ...(photoPath !== undefined ? { photo_file_id: input.photoFileId!, photo_path: photoPath } : {}),
          })
          .where("id", "=", current.id)
          .execute();
        await writeIdsEvent(trx, WALKFAME_PEOPLE_CHANGED, [current.id], at);
      });
      return this.get(actor, boardId, userId);
    },

    /** Takes a person off a board: editors only. */
    async remove(actor: Actor, boardId: number, userId: number): Promise<void> {
      requireEditor(actor);
      const current = await this.get(actor, boardId, userId);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("walkfame_people").where("id", "=", current.id).execute();
        await writeIdsEvent(trx, WALKFAME_PEOPLE_CHANGED, [current.id], at);
      });
    },
  };
}

export type WalkfameBoardPeople = ReturnType<typeof createBoardPeople>;
