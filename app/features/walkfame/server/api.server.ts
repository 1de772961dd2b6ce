// The hall of fame's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same boards, people and changes as the pages (api.md). Who may change is checked before
// the input is read.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { boardSchema, personSchema } from "../schema";
import { requireEditor } from "./boards.server";

const boardQuery = z.object({ id: idOf(r.boardNotFound) });
const entryQuery = z.object({ boardId: idOf(r.boardNotFound), userId: idOf(r.entryNotFound) });
const pageQuery = z.object({ after: z.optional(z.string()) });
const boardId = (input: unknown) => parseInput(z.object({ boardId: idOf(r.boardNotFound) }), input).boardId;
const optionalBoardId = (input: unknown) => {
  const id = (input as { id?: unknown } | null)?.id;
  return id === undefined || id === null || id === "" ? null : parseInput(boardQuery, input).id;
};

export const walkfameApi: ApiRoute[] = [
  { method: "GET", path: "/walkfame/boards", access: "user", handler: ({ services, actor }) => services.walkfame.boards.current(actor) },
  {
    method: "GET",
    path: "/walkfame/boards/all",
    access: "user",
    handler: ({ services, actor, input }) => services.walkfame.boards.page(actor, parseInput(pageQuery, input).after),
  },
  {
    method: "GET",
    path: "/walkfame/board",
    access: "user",
    handler: async ({ services, actor, input }) => {
      const id = parseInput(boardQuery, input).id;
      const board = await services.walkfame.boards.get(actor, id);
      return { ...board, people: await services.walkfame.people.list(actor, id) };
    },
  },
  {
    method: "POST",
    path: "/walkfame/board/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      return services.walkfame.boards.save(actor, optionalBoardId(input), parseInput(boardSchema, input), services.files);
    },
  },
  {
    method: "POST",
    path: "/walkfame/board/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      await services.walkfame.boards.remove(actor, parseInput(boardQuery, input).id);
      return null;
    },
  },
  {
    method: "GET",
    path: "/walkfame/person",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = parseInput(entryQuery, input);
      return services.walkfame.people.get(actor, q.boardId, q.userId);
    },
  },
  {
    method: "POST",
    path: "/walkfame/person/add",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      return services.walkfame.people.add(actor, boardId(input), parseInput(personSchema, input), services.files);
    },
  },
  {
    method: "POST",
    path: "/walkfame/person/update",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      const q = parseInput(entryQuery, input);
      const body = parseInput(personSchema, { ...(input as object), userId: q.userId });
      return services.walkfame.people.update(actor, q.boardId, q.userId, body, services.files);
    },
  },
  {
    method: "POST",
    path: "/walkfame/person/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      const q = parseInput(entryQuery, input);
      await services.walkfame.people.remove(actor, q.boardId, q.userId);
      return null;
    },
  },
];
