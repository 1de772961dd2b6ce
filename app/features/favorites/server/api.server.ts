// The /api calls of favourites (spec part 1 §7 "Favourites", part 2 §7 "Contacts"); payloads in the feature's api.md.
import type { ApiRoute } from "~/platform/api.server";
import { favoriteInputs as parse } from "./inputs.server";

export const favoritesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/favorite/type/list",
    access: "user",
    handler: ({ services, actor }) => services.favorites.typeList(actor),
  },
  {
    method: "GET",
    path: "/favorite/list",
    access: "user",
    handler: ({ services, actor, input }) => services.favorites.list(actor, parse.list(actor, input)),
  },
  {
    method: "GET",
    path: "/favorite/ids-list",
    access: "user",
    handler: ({ services, actor, input }) => services.favorites.ids(actor, parse.ids(actor, input)),
  },
  {
    method: "GET",
    path: "/favorite/check",
    access: "user",
    handler: ({ services, actor, input }) => services.favorites.check(actor, parse.check(actor, input)),
  },
  {
    method: "POST",
    path: "/favorite/update",
    access: "user",
    handler: ({ services, actor, input }) => services.favorites.update(actor, parse.update(actor, input)),
  },
];
