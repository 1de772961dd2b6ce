// The company guide: sections with access lists and editors, articles with versions, files and tags;
// favourite articles, who may read attached files, notifications of published articles, the search index.
import { defineFeature } from "~/platform/feature";
import { ROLE_POSITION_ROLES, ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY, ROLE_UPDATE_WIKI_ROLE } from "./policy";
import { createRolePositions } from "./server/role-positions.server";
import { rolePositionsApi } from "./server/role-positions-api.server";
import { rolePositions } from "./messages";
import { createGuide } from "./server/guide.server";
import { guideApi } from "./server/api.server";
import { guideApiMessages as t, guideFamilyLabel, roleGroupNames, wikiRoleGroupNames } from "./messages.server";
import { guideUrl } from "./ui/urls";
import { seedGuideDemo } from "./seed.server";
import { migrations } from "./migrations";
import { guideMenuNames } from "./messages.server";

export type { GuideService } from "./server/guide.server";
export type { NamedItem } from "./server/catalogue-index.server";
// The articles the demo notifications announce (the composition root wires them).
export { publishedArticles } from "./seed.server";

export const guideFeature = defineFeature({
  name: "guide",
  menu: [
    { name: guideMenuNames.knowledge, link: "/knowledge/guide", order: 2 },
    { name: guideMenuNames.guide, link: "/knowledge/guide", order: 0, under: "/knowledge/guide" },
  ],
  migrations,
  services: (deps) => ({ guide: createGuide(deps), rolePositions: createRolePositions(deps) }),
  api: [...guideApi, ...rolePositionsApi],
  roles: [ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY, ROLE_UPDATE_WIKI_ROLE],
  roleGroups: [
    { type: "WIKI_GUIDE", ...roleGroupNames, roles: [ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY] },
    { type: "WIKI_ROLE", ...wikiRoleGroupNames, roles: [ROLE_UPDATE_WIKI_ROLE] },
  ],
  adminPages: [
    {
      path: "/admin/roles-by-positions",
      section: "people",
      roles: [...ROLE_POSITION_ROLES],
      title: rolePositions.title,
      hint: rolePositions.hint,
    },
  ],
  consumers: ({ guide }) => guide.eventConsumers,
  favoriteKinds: ({ guide }) => [guide.favoriteKind],
  fileReadGuards: ({ guide }) => [guide.fileReadGuard],
  // WIKI_GUIDE: published articles, found by the sections the reader reads (server/search-indexer.server.ts).
  searchIndexers: ({ guide }) => [guide.searchIndexer, ...guide.catalogueIndexers],
  // Published articles (family WIKI_GUIDE: the article's permanent link), new or updated.
  notificationFamilies: {
    WIKI_GUIDE: {
      label: guideFamilyLabel,
      object: "article",
      link: (_event, { article }) => (article?.objectId ? guideUrl.permalink(article.objectId) : null),
    },
  },
  notificationTypes: { WIKI_GUIDE: { family: "WIKI_GUIDE", template: t.notifyNew, variants: { update: t.notifyUpdate } } },
  seed: seedGuideDemo,
});
