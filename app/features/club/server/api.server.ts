// The partners club's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same cities, categories, partners and changes as the pages (api.md). Who may change is
// checked before the input is read.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf, optionalIdOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { partnerSchema, placeSchema, searchTextSchema } from "../schema";
import { requireEditor } from "./access.server";
import type { PlaceKind } from "./places.server";

const listQuery = z.object({
  cityId: optionalIdOf(r.cityNotFound),
  categoryId: optionalIdOf(r.categoryNotFound),
  after: z.optional(z.string()),
});
const searchQuery = z.object({ cityId: idOf(r.cityNotFound), text: searchTextSchema, after: z.optional(z.string()) });
const partnerId = (input: unknown) => parseInput(z.object({ id: idOf(r.partnerNotFound) }), input).id;
const optionalId = (input: unknown, message: string) => parseInput(z.object({ id: optionalIdOf(message) }), input).id ?? null;

const NOT_FOUND = { city: r.cityNotFound, category: r.categoryNotFound } as const;

/** POST /club/admin/{kind}/save and /delete. */
function placeCalls(kind: PlaceKind): ApiRoute[] {
  return [
    {
      method: "POST",
      path: `/club/admin/${kind}/save`,
      access: "user",
      handler: ({ services, actor, input }) => {
        requireEditor(actor);
        return services.club.places.save(actor, kind, optionalId(input, NOT_FOUND[kind]), parseInput(placeSchema, input));
      },
    },
    {
      method: "POST",
      path: `/club/admin/${kind}/delete`,
      access: "user",
      handler: async ({ services, actor, input }) => {
        requireEditor(actor);
        await services.club.places.remove(actor, kind, parseInput(z.object({ id: idOf(NOT_FOUND[kind]) }), input).id);
        return null;
      },
    },
  ];
}

export const clubApi: ApiRoute[] = [
  { method: "GET", path: "/club/cities", access: "user", handler: ({ services, actor }) => services.club.places.cities(actor) },
  {
    method: "GET",
    path: "/club/categories",
    access: "user",
    handler: ({ services, actor, input }) =>
      services.club.places.categories(actor, parseInput(z.object({ cityId: optionalIdOf(r.cityNotFound) }), input).cityId ?? null),
  },
  {
    method: "GET",
    path: "/club/partners",
    access: "user",
    handler: ({ services, actor, input }) => services.club.page(actor, parseInput(listQuery, input)),
  },
  {
    method: "GET",
    path: "/club/search",
    access: "user",
    handler: ({ services, actor, input }) => services.club.page(actor, parseInput(searchQuery, input)),
  },
  {
    method: "GET",
    path: "/club/partner",
    access: "user",
    handler: ({ services, actor, input }) => services.club.get(actor, partnerId(input)),
  },
  {
    method: "POST",
    path: "/club/admin/partner/save",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      const id = optionalId(input, r.partnerNotFound);
      const saved = await services.club.partners.save(actor, id, parseInput(partnerSchema, input), services.files);
      return services.club.get(actor, saved);
    },
  },
  {
    method: "POST",
    path: "/club/admin/partner/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      await services.club.partners.remove(actor, partnerId(input));
      return null;
    },
  },
  ...placeCalls("category"),
  ...placeCalls("city"),
];
