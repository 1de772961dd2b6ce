// Активности's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same list, card, sign-ups and changes as the pages (api.md). Who may create is checked
// before the input is read; who may manage an activity once it is found.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { activityRefSchema, activitySchema, filterOf, memberRefSchema } from "../schema";
import { requireCreator } from "./activities.server";

const pageQuery = z.object({ after: z.optional(z.string()) });
const after = (input: unknown) => parseInput(pageQuery, input).after ?? null;
const idIn = (input: unknown) => parseInput(activityRefSchema, input).id;

export const activitiesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/activities/list",
    access: "user",
    handler: ({ services, actor, input }) =>
      services.activities.list(actor, filterOf((input as { filter?: unknown } | null)?.filter), after(input)),
  },
  {
    method: "GET",
    path: "/activities/get",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.card(actor, idIn(input)),
  },
  {
    method: "GET",
    path: "/activities/users",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.signups.users(actor, idIn(input), after(input)),
  },
  {
    method: "GET",
    path: "/activities/participants",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.signups.participants(actor, idIn(input), after(input)),
  },
  {
    method: "POST",
    path: "/activities/create",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireCreator(actor);
      return services.activities.create(actor, parseInput(activitySchema, input));
    },
  },
  {
    method: "POST",
    path: "/activities/edit",
    access: "user",
    // Who may manage it is asked before the fields are read (an employee learns nothing of the rules).
    handler: async ({ services, actor, input }) => {
      const id = idIn(input);
      await services.activities.forEdit(actor, id);
      return services.activities.update(actor, id, parseInput(activitySchema, input));
    },
  },
  {
    method: "POST",
    path: "/activities/cancel",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.cancel(actor, idIn(input)),
  },
  {
    method: "POST",
    path: "/activities/join",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.signups.join(actor, idIn(input)),
  },
  {
    method: "POST",
    path: "/activities/leave",
    access: "user",
    handler: ({ services, actor, input }) => services.activities.signups.leave(actor, idIn(input)),
  },
  {
    method: "POST",
    path: "/activities/participants/remove",
    access: "user",
    handler: ({ services, actor, input }) => {
      const ref = parseInput(memberRefSchema, input);
      return services.activities.signups.remove(actor, ref.id, ref.userId);
    },
  },
];
