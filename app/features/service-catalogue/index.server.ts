// Каталоги сервисов (issue #35): one catalogue engine, two catalogues of the spec — IT services
// (/v2/services/…) and education (/education/…). A catalogue is a tree of any depth; a leaf is a ticket form
// naming a service of the request engine, and a ticket is that engine's request (a claim of the IT or
// EDUCATION family) with the leaf's name as its subject. Other features reach it through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { claimFamily, claimFamilyLabels, claimLink } from "~/features/claims/index.server";
import type { ServiceRequestsService } from "~/features/service-requests/index.server";
import { ROLE_SERVICE_CATALOGUE_ADMIN } from "./policy";
import { createCatalogueReads } from "./server/catalogue.server";
import { createCatalogueEdits } from "./server/edit.server";
import { serviceCatalogueApi } from "./server/api.server";
import { catalogueNames } from "./messages.server";
import { seedServiceCatalogue } from "./seed.server";
import { migrations } from "./migrations";

export type { CatalogueReads } from "./server/catalogue.server";
export type { CatalogueEdits } from "./server/edit.server";

export const serviceCatalogueFeature = defineFeature({
  name: "service-catalogue",
  migrations,
  needs: ["serviceRequests"],
  services: (deps, needs: { serviceRequests: ServiceRequestsService }) => ({
    catalogue: createCatalogueReads(deps, needs.serviceRequests),
    catalogueEdits: createCatalogueEdits(deps, needs.serviceRequests),
  }),
  api: serviceCatalogueApi,
  searchIndexers: ({ catalogue }) => [catalogue.searchIndexer],
  roles: [ROLE_SERVICE_CATALOGUE_ADMIN],
  roleGroups: [{ type: "SERVICE_CATALOGUE", ...catalogueNames.roleGroup, roles: [ROLE_SERVICE_CATALOGUE_ADMIN] }],
  menu: [
    { name: catalogueNames.itMenu, link: "/v2/services", order: 10, under: "/services" },
    { name: catalogueNames.educationMenu, link: "/education", order: 11, under: "/services" },
  ],
  // The requests of both catalogues are claims (the engine's IT and EDUCATION types); education's notifications
  // lead to the person's list of them (spec part 2 §4), IT's follow the claims' rule.
  notificationFamilies: {
    IT: claimFamily(claimFamilyLabels.IT, claimLink),
    EDUCATION: claimFamily(claimFamilyLabels.EDUCATION, (_event, bound) =>
      bound.claim?.objectId ? `/education/list#${bound.claim.objectId}` : null,
    ),
  },
  seed: seedServiceCatalogue,
});
