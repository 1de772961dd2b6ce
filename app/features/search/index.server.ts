// The finder and the people/tags/roles search. Tags are the guide's: it shows only those of articles
// the person reads (guide.visibleTagIds).
import { defineFeature } from "~/platform/feature";
import type { GuideService } from "~/features/guide/index.server";
import type { Contacts } from "~/features/contacts/index.server";
import { createSearch } from "./server/find.server";
import { searchApi } from "./server/api.server";

export { loadFinder, type FinderOptions } from "./server/finder.server";

export const searchFeature = defineFeature({
  name: "search",
  needs: ["contacts", "guide"],
  services: (deps, { contacts, guide }: { contacts: Contacts; guide: Pick<GuideService, "visibleTagIds"> }) => ({
    search: createSearch(deps, contacts, guide.visibleTagIds),
  }),
  api: searchApi,
});
