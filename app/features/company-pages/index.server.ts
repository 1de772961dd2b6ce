// О компании (issue #33 points 3 and 5): the company's pages (/history, /corporate-values, /strategy,
// /competencies, /updates, /mirapolis-mobile), each a rich text with versions, found by the portal search,
// and the competences of /competencies with their admin page /admin/competences. Other features reach it
// through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { COMPETENCE_EDITOR_ROLES, ROLE_EDIT_COMPANY_PAGES, ROLE_UPDATE_COMPETENCES } from "./policy";
import { createPages } from "./server/pages.server";
import { createCompetences } from "./server/competences.server";
import { companyPagesSearchIndexer } from "./server/search-indexer.server";
import { companyPagesApi } from "./server/api.server";
import { companyPagesNames } from "./messages.server";
import { messages as t } from "./messages";
import { seedCompanyPages } from "./seed.server";
import { migrations } from "./migrations";
import { COMPETENCES_ADMIN, PAGE_SLUGS, pageUrl } from "./pages";

export type { CompanyPage, PageVersion, PageVersionItem } from "./server/pages.server";
export type { Competence } from "./server/competences.server";

export const companyPagesFeature = defineFeature({
  name: "company-pages",
  migrations,
  services: (deps) => ({
    companyPages: { ...createPages(deps), searchIndexer: companyPagesSearchIndexer(deps) },
    competences: createCompetences(deps),
  }),
  api: companyPagesApi,
  roles: [ROLE_EDIT_COMPANY_PAGES, ROLE_UPDATE_COMPETENCES],
  roleGroups: [
    { type: "COMPANY_PAGES", ...companyPagesNames.pagesGroup, roles: [ROLE_EDIT_COMPANY_PAGES] },
    { type: "COMPETENCES", ...companyPagesNames.competencesGroup, roles: [ROLE_UPDATE_COMPETENCES] },
  ],
  adminPages: [
    { path: COMPETENCES_ADMIN, section: "content", roles: [...COMPETENCE_EDITOR_ROLES], title: t.adminTitle, hint: t.adminHint },
  ],
  searchIndexers: ({ companyPages }) => [companyPages.searchIndexer],
  fileReadGuards: ({ companyPages }) => [companyPages.fileReadGuard],
  menu: [
    { name: companyPagesNames.menu, link: pageUrl.view("history"), order: 8 },
    ...PAGE_SLUGS.map((slug, order) => ({ name: t.titles[slug], link: pageUrl.view(slug), order, under: pageUrl.view("history") })),
  ],
  seed: seedCompanyPages,
});
