// Favourites of every kind: each feature's manifest contributes its kinds (contacts, guide articles...).
import { defineFeature } from "~/platform/feature";
import { createFavorites } from "./server/favorites.server";
import { favoritesApi } from "./server/api.server";

export type { FavoriteKind } from "./server/favorites.server";

export const favoritesFeature = defineFeature({
  name: "favorites",
  collects: true,
  services: (deps, _needs, { favoriteKinds }) => ({ favorites: createFavorites(deps, favoriteKinds) }),
  api: favoritesApi,
});
