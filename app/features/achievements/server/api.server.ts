// Achievements' /api calls (api.md), answered in the envelope {responseCode, response, errorMessage} by the
// router. A change checks the right first and then reads its input, so a refused person learns nothing else.
import type { ApiRoute } from "~/platform/api.server";
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import {
  awardIdSchema,
  grantSchema,
  kindArchiveSchema,
  kindCreateSchema,
  kindIdSchema,
  kindUpdateSchema,
  listSchema,
  personSchema,
  revokeSchema,
} from "../schema";
import { requireEditor } from "./kinds.server";

type Schema<T> = Parameters<typeof parseInput<T>>[0];
/** An editor's input: the right first, then the rules. */
export function editorInput<T>(actor: Actor, schema: Schema<T>, input: unknown): T {
  requireEditor(actor);
  return parseInput(schema, input);
}

export const achievementsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/achievements/list",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.list(actor, parseInput(listSchema, input)),
  },
  {
    method: "GET",
    path: "/achievements/get",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.get(actor, parseInput(kindIdSchema, input).id),
  },
  {
    method: "GET",
    path: "/achievements/holders",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.holders(actor, parseInput(kindIdSchema, input)),
  },
  {
    method: "POST",
    path: "/achievements/create",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.create(actor, editorInput(actor, kindCreateSchema, input)),
  },
  {
    method: "POST",
    path: "/achievements/update",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.update(actor, editorInput(actor, kindUpdateSchema, input)),
  },
  {
    method: "POST",
    path: "/achievements/archive",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.kinds.archive(actor, editorInput(actor, kindArchiveSchema, input)),
  },
  {
    method: "POST",
    path: "/achievements/grant",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.awards.grant(actor, editorInput(actor, grantSchema, input)),
  },
  {
    method: "POST",
    path: "/achievements/revoke",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.awards.revoke(actor, editorInput(actor, revokeSchema, input).id),
  },
  {
    method: "GET",
    path: "/achievements/award",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.awards.award(actor, parseInput(awardIdSchema, input)),
  },
  {
    method: "GET",
    path: "/achievements/of-person",
    access: "user",
    handler: ({ services, actor, input }) => services.achievements.awards.ofPerson(actor, parseInput(personSchema, input).userId),
  },
];
