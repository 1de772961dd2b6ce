// The shifts' /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same week, card, swap steps and manager's changes as the pages (api.md).
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { optionalIdOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { messages as t } from "../messages";
import { addShiftSchema, shiftRefSchema } from "../schema";

const weekQuery = z.object({ shopId: optionalIdOf(t.shopInvalid), week: z.optional(z.string()) });
const weekIn = (input: unknown) => {
  const q = parseInput(weekQuery, input);
  return { shopId: q.shopId ?? null, week: q.week ?? null };
};
const idIn = (input: unknown) => parseInput(shiftRefSchema, input).id;

export const retailShiftsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/retail-shifts/week",
    access: "user",
    handler: ({ services, actor, input }) => services.retailShifts.week(actor, weekIn(input)),
  },
  {
    method: "GET",
    path: "/retail-shifts/get",
    access: "user",
    handler: ({ services, actor, input }) => services.retailShifts.card(actor, idIn(input)),
  },
  {
    method: "GET",
    path: "/retail-shifts/manage",
    access: "user",
    handler: ({ services, actor, input }) => services.retailShifts.manage(actor, weekIn(input)),
  },
  {
    method: "POST",
    path: "/retail-shifts/add",
    access: "user",
    handler: ({ services, actor, input }) => services.retailShifts.add(actor, parseInput(addShiftSchema, input)),
  },
  {
    method: "POST",
    path: "/retail-shifts/remove",
    access: "user",
    handler: async ({ services, actor, input }) => void (await services.retailShifts.remove(actor, idIn(input))),
  },
  ...(["offer", "withdraw", "take", "approve", "decline"] as const).map((step): ApiRoute => ({
    method: "POST",
    path: `/retail-shifts/${step}`,
    access: "user",
    handler: async ({ services, actor, input }) => void (await services.retailShifts.swaps[step](actor, idIn(input))),
  })),
];
