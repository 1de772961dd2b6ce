// The birthdays /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same list, congratulation, wish and poster templates as the pages (api.md).
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import { serverMessages as r } from "../messages.server";
import { listFilterSchema, posterSchema, wishSchema } from "../schema";
import { requirePosterEditor, POSTER_KINDS } from "./posters.server";

const idQuery = z.object({ id: idOf(r.notFound) });
const kindOf = (input: unknown) =>
  parseInput(z.object({ kind: z.enum(POSTER_KINDS as ["BIRTHDAY", "CAREER"], { error: r.unknownKind }) }), input).kind;

export const birthdaysApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/birthdays/list",
    access: "user",
    handler: ({ services, actor, input }) => services.birthdays.list(actor, parseInput(listFilterSchema, input)),
  },
  {
    method: "GET",
    path: "/birthdays/congratulation",
    access: "user",
    handler: ({ services, actor, input }) => services.birthdays.congratulation(actor, parseInput(idQuery, input).id),
  },
  {
    method: "POST",
    path: "/birthdays/wish",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireUser(actor);
      const { congratulationId, text } = parseInput(wishSchema, input);
      return services.birthdays.wish(actor, congratulationId ?? 0, { text });
    },
  },
  {
    method: "GET",
    path: "/birthdays/poster",
    access: "user",
    handler: ({ services, actor, input }) => {
      requirePosterEditor(actor);
      return services.birthdays.posters.view(actor, kindOf(input), services.files);
    },
  },
  {
    method: "POST",
    path: "/birthdays/poster",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requirePosterEditor(actor);
      await services.birthdays.posters.save(actor, kindOf(input), parseInput(posterSchema, input), services.files);
      return services.birthdays.posters.view(actor, kindOf(input), services.files);
    },
  },
];
