// The hall of fame in the portal search: its boards (block «Аллея славы», WALKFAME_BOARD: title, nomination,
// description) and its people's stories (WALKFAME_PERSON: the person's name, the board, the story). Everyone
// signed in reads every board, so the scope is "all". Every write names its ids in an event (events.ts).
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { walkfameNames } from "../messages.server";
import { WALKFAME_BOARDS_CHANGED, WALKFAME_PEOPLE_CHANGED } from "./events";

export const WALKFAME_BOARD = "WALKFAME_BOARD";
export const WALKFAME_PERSON = "WALKFAME_PERSON";

const DESCRIPTION_CHARS = 200;
const short = (text: string) => (text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text);
const fullName = (p: { surname: string; name: string; middlename: string | null }) =>
  [p.surname, p.name, p.middlename].filter(Boolean).join(" ");

export function walkfameSearchIndexers({ db }: Pick<Deps, "db">): SearchIndexer[] {
  const boards: SearchIndexer = {
    indexName: WALKFAME_BOARD,
    block: { header: walkfameNames.searchBlock, order: 14 },
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("walkfame_boards")
          .select(["id", "title", "year", "nomination", "description", "updated_at"])
          .where("id", "in", part)
          .execute(),
      );
      return rows.map((b) => ({
        objectId: b.id,
        scopeId: null,
        title: [b.title, b.nomination, String(b.year)].filter(Boolean).join(" "),
        body: b.description,
        freshAt: b.updated_at,
      }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("walkfame_boards").select("id")),
    events: { [WALKFAME_BOARDS_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("walkfame_boards").select(["id", "title", "year", "nomination", "description"]).where("id", "in", part).execute(),
      );
      return rows.map((b) => ({ id: b.id, name: b.title, year: b.year, nomination: b.nomination, description: short(b.description) }));
    },
    target: (object) => (hasId(object) ? `/walkfame/${object.id}` : "/walkfame"),
  };

  const entries = (d: typeof db, part: readonly number[]) =>
    d
      .selectFrom("walkfame_people as p")
      .innerJoin("users as u", "u.id", "p.user_id")
      .innerJoin("walkfame_boards as b", "b.id", "p.board_id")
      .select(["p.id", "p.board_id", "p.user_id", "p.story", "p.updated_at", "u.surname", "u.name", "u.middlename", "b.title"])
      .where("p.id", "in", part)
      .execute();

  const people: SearchIndexer = {
    indexName: WALKFAME_PERSON,
    block: { header: walkfameNames.searchBlock, order: 15 },
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) => entries(trx as typeof db, part));
      return rows.map((e) => ({ objectId: e.id, scopeId: null, title: `${fullName(e)} ${e.title}`, body: e.story, freshAt: e.updated_at }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("walkfame_people").select("id")),
    events: { [WALKFAME_PEOPLE_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) => entries(db, part));
      return rows.map((e) => ({
        id: e.id,
        boardId: e.board_id,
        userId: e.user_id,
        name: fullName(e),
        board: e.title,
        description: short(e.story),
      }));
    },
    target: (object) =>
      hasId(object) && typeof object.boardId === "number" && typeof object.userId === "number"
        ? `/walkfame/${object.boardId}/${object.userId}`
        : "/walkfame",
  };

  return [boards, people];
}
