// The university's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same lists and changes as the pages (api.md). Who may change is checked before the input
// is read, so a refused person learns nothing about the input's rules.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { field, idOf, refuse } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { coursesQuery, courseSchema, literatureQuery, literatureSchema } from "../schema";
import { requireEditor } from "./access.server";
import type { MoveDirection } from "./model";

const toward = field((v): MoveDirection | ReturnType<typeof refuse> => (v === "up" || v === "down" ? v : refuse(r.moveInvalid)));
const courseId = z.object({ id: idOf(r.courseNotFound) });
const itemId = z.object({ id: idOf(r.itemNotFound) });
const courseMove = z.object({ id: idOf(r.courseNotFound), to: toward });
const itemMove = z.object({ id: idOf(r.itemNotFound), to: toward });

/** The id of a save: absent, null or "" add a new one. */
const optionalId = (input: unknown, schema: typeof courseId) => {
  const id = (input as { id?: unknown } | null)?.id;
  return id === undefined || id === null || id === "" ? null : parseInput(schema, input).id;
};

export const universityApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/university/courses",
    access: "user",
    handler: ({ services, actor, input }) => services.university.courses.list(actor, parseInput(coursesQuery, input)),
  },
  {
    method: "GET",
    path: "/university/course",
    access: "user",
    handler: ({ services, actor, input }) => services.university.courses.get(actor, parseInput(courseId, input).id),
  },
  {
    method: "POST",
    path: "/university/course/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      return services.university.courses.save(actor, optionalId(input, courseId), parseInput(courseSchema, input), services.files);
    },
  },
  {
    method: "POST",
    path: "/university/course/move",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      const { id, to } = parseInput(courseMove, input);
      await services.university.courses.move(actor, id, to);
      return null;
    },
  },
  {
    method: "POST",
    path: "/university/course/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      await services.university.courses.remove(actor, parseInput(courseId, input).id);
      return null;
    },
  },
  {
    method: "GET",
    path: "/university/literature",
    access: "user",
    handler: ({ services, actor, input }) => services.university.literature.list(actor, parseInput(literatureQuery, input)),
  },
  {
    method: "GET",
    path: "/university/literature/item",
    access: "user",
    handler: ({ services, actor, input }) => services.university.literature.get(actor, parseInput(itemId, input).id),
  },
  {
    method: "POST",
    path: "/university/literature/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      return services.university.literature.save(actor, optionalId(input, itemId), parseInput(literatureSchema, input), services.files);
    },
  },
  {
    method: "POST",
    path: "/university/literature/move",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      const { id, to } = parseInput(itemMove, input);
      await services.university.literature.move(actor, id, to);
      return null;
    },
  },
  {
    method: "POST",
    path: "/university/literature/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      await services.university.literature.remove(actor, parseInput(itemId, input).id);
      return null;
    },
  },
];
