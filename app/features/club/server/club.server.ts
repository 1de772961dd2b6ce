// The partners club's service: its cities and categories, the catalogue of partners, the editors' changes and
// the search's indexer. The /api (api.server.ts) and the pages (routes/) call the same domain functions.
import type { Deps } from "~/platform/deps.server";
import { createCatalogue } from "./catalogue.server";
import { createPartnerChanges } from "./partners.server";
import { createPlaces } from "./places.server";
import { clubSearchIndexer } from "./search-indexer.server";

export function createClub(deps: Deps) {
  const catalogue = createCatalogue(deps);
  return {
    ...catalogue,
    places: createPlaces(deps),
    partners: createPartnerChanges(deps),
    searchIndexer: clubSearchIndexer(deps),
  };
}

export type ClubService = ReturnType<typeof createClub>;
