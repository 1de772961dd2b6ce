// The university's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same lists and changes as the pages (api.md). Who may change is checked before the input
// is read, so a refused person learns nothing about the input's rules.
import * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import type { ApiRoute } from "~/platform/api.server";
import type { FilesService } from "~/platform/files/files.server";
import type { Services } from "~/platform/services";
import { field, idOf, refuse } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { coursesQuery, courseSchema, literatureQuery, literatureSchema } from "../schema";
import { requireEditor } from "./access.server";
import type { MoveDirection } from "./model";

const toward = field((v): MoveDirection | ReturnType<typeof refuse> => (v === "up" || v === "down" ? v : refuse(r.moveInvalid)));

/** What the calls ask of a list's service (server/courses.server.ts, server/literature.server.ts). */
interface Shelf {
  list(actor: Actor, filter: never): Promise<unknown>;
  get(actor: Actor, id: number): Promise<unknown>;
  save(actor: Actor, id: number | null, input: never, files: FilesService): Promise<unknown>;
  move(actor: Actor, id: number, to: MoveDirection): Promise<void>;
  remove(actor: Actor, id: number): Promise<void>;
}

/**
 * The five calls of one of the university's lists (courses, literature): the list, one item, and an editor's
 * save, move and delete, at the paths api.md names.
 */
function shelfCalls(
  paths: { list: string; one: string; changes: string },
  shelfOf: (services: Services) => Shelf,
  schemas: { query: z.ZodMiniType; item: z.ZodMiniType },
  notFound: string,
): ApiRoute[] {
  const byId = z.object({ id: idOf(notFound) });
  const move = z.object({ id: idOf(notFound), to: toward });
  // The id of a save: absent, null or "" add a new one.
  const saveId = (input: unknown) => {
    const id = (input as { id?: unknown } | null)?.id;
    return id === undefined || id === null || id === "" ? null : parseInput(byId, input).id;
  };
  return [
    {
      method: "GET",
      path: paths.list,
      access: "user",
      handler: ({ services, actor, input }) => shelfOf(services).list(actor, parseInput(schemas.query, input) as never),
    },
    {
      method: "GET",
      path: paths.one,
      access: "user",
      handler: ({ services, actor, input }) => shelfOf(services).get(actor, parseInput(byId, input).id),
    },
    {
      method: "POST",
      path: `${paths.changes}/save`,
      access: "user",
      handler: ({ services, actor, input }) => {
        requireEditor(actor);
        return shelfOf(services).save(actor, saveId(input), parseInput(schemas.item, input) as never, services.files);
      },
    },
    {
      method: "POST",
      path: `${paths.changes}/move`,
      access: "user",
      handler: async ({ services, actor, input }) => {
        requireEditor(actor);
        const { id, to } = parseInput(move, input);
        await shelfOf(services).move(actor, id, to);
        return null;
      },
    },
    {
      method: "POST",
      path: `${paths.changes}/delete`,
      access: "user",
      handler: async ({ services, actor, input }) => {
        requireEditor(actor);
        await shelfOf(services).remove(actor, parseInput(byId, input).id);
        return null;
      },
    },
  ];
}

export const universityApi: ApiRoute[] = [
  ...shelfCalls(
    { list: "/university/courses", one: "/university/course", changes: "/university/course" },
    (services) => services.university.courses,
    { query: coursesQuery, item: courseSchema },
    r.courseNotFound,
  ),
  ...shelfCalls(
    { list: "/university/literature", one: "/university/literature/item", changes: "/university/literature" },
    (services) => services.university.literature,
    { query: literatureQuery, item: literatureSchema },
    r.itemNotFound,
  ),
];
