// Development goals' /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same goals, lists and changes as the pages (api.md). The domain functions parse the input.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import type { Actor } from "~/platform/actor";
import { optionalIdOf, wholeNumberIn } from "~/platform/schema";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { messages as t } from "../messages";
import { FIRST_YEAR, LAST_YEAR } from "../schema";

const listQuery = z.object({
  userId: optionalIdOf(t.personInvalid),
  year: z.optional(wholeNumberIn(FIRST_YEAR, LAST_YEAR, t.yearInvalid)),
  after: optionalIdOf(t.personInvalid),
});

/** The query of a list call (no year: the domain's current one). */
function query(input: unknown) {
  const q = parseInput(listQuery, blankless(input));
  return { userId: q.userId, year: q.year, after: q.after ?? null };
}

/** A query string's empty values mean "not given". */
function blankless(input: unknown): unknown {
  if (input === null || typeof input !== "object") return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== ""));
}

const me = (actor: Actor) => requireUser(actor).userId;

export const goalsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/ltr/goals",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = query(input);
      return services.goals.ofPerson(actor, q.userId ?? me(actor), q.year);
    },
  },
  {
    method: "GET",
    path: "/ltr/team",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = query(input);
      return services.goals.team(actor, q.year, q.after);
    },
  },
  {
    method: "GET",
    path: "/ltr/all",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = query(input);
      return services.goals.everyone(actor, q.year, q.after);
    },
  },
  {
    method: "POST",
    path: "/ltr/goal/create",
    access: "user",
    handler: ({ services, actor, input }) => services.goals.create(actor, input),
  },
  {
    method: "POST",
    path: "/ltr/goal/progress",
    access: "user",
    handler: ({ services, actor, input }) => services.goals.recordProgress(actor, input),
  },
  {
    method: "POST",
    path: "/ltr/goal/comment",
    access: "user",
    handler: ({ services, actor, input }) => services.goals.comment(actor, input),
  },
  {
    method: "POST",
    path: "/ltr/goal/status",
    access: "user",
    handler: ({ services, actor, input }) => services.goals.setStatus(actor, input),
  },
  {
    method: "POST",
    path: "/ltr/goal/approve",
    access: "user",
    handler: ({ services, actor, input }) => services.goals.approve(actor, input),
  },
];
