// Services (issue #34): one request engine for the company's services (ADR 0034). A service type is
// configuration (its form's fields, its route of approval and handlers, versioned); a request is a claim of
// the claims engine on its family's claim type. Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { claimFamily, type ClaimsService } from "~/features/claims/index.server";
import { createServiceRequests } from "./server/requests.server";
import { createServiceAdmin } from "./server/admin.server";
import { createServiceList } from "./server/service-list.server";
import { serviceRequestsApi } from "./server/api.server";
import { absenceCalendarSources } from "./server/calendar-sources.server";
import { requestNotices, serviceNames, serviceRoleGroupNames, statementDoneForAdmin } from "./messages.server";
import { NOTICE_EVENTS, SERVICE_FAMILIES, STATEMENT_COMPLETED_FOR_ADMIN } from "./server/request-claims.server";
import { seedServiceRequests } from "./seed.server";
import { ROLE_EDUCATION_HR, ROLE_HR_SERVICES, ROLE_IT_SUPPORT, ROLE_OFFICE_SERVICES, ROLE_SERVICES_ADMIN, SERVICE_ROLES } from "./policy";
import { migrations } from "./migrations";
import { serviceFileKinds } from "./files";

export type { ServiceRequestsService } from "./server/requests.server";
export type { ServiceAdminService } from "./server/admin.server";
// The statistics' count of requests overdue now (/admin/request-statistic).
export { overdueServiceRequests } from "./server/overdue.server";
// The catalogues (service-catalogue) ask through the services' own form page and read their families' requests.
export { askForService, SERVICE_FORM_MAX_BYTES, servicePage, showDay } from "./server/pages.server";
export type { AskOptions } from "./server/requests.server";
export type { FamilyRequest } from "./server/family-requests.server";
export { CATALOGUE_FAMILIES, type CatalogueFamily } from "./server/request-claims.server";
export { ROLE_EDUCATION_HR, ROLE_IT_SUPPORT, ROLE_SERVICES_ADMIN } from "./policy";

export const serviceRequestsFeature = defineFeature({
  name: "service-requests",
  migrations,
  needs: ["claims"],
  services: (deps, needs: { claims: ClaimsService }) => ({
    serviceRequests: { ...createServiceRequests(deps, needs.claims), calendarSources: absenceCalendarSources(deps) },
    serviceAdmin: createServiceAdmin(deps),
    serviceList: createServiceList(deps),
  }),
  api: serviceRequestsApi,
  fileKinds: serviceFileKinds,
  fileReadGuards: ({ serviceRequests }) => [serviceRequests.fileReadGuard],
  searchIndexers: ({ serviceRequests }) => [serviceRequests.searchIndexer],
  // Approved leave and trips in their owner's calendar (issue #35).
  calendarSources: ({ serviceRequests }) => serviceRequests.calendarSources,
  roles: [...SERVICE_ROLES],
  roleGroups: [
    { type: "SERVICE_MANAGEMENT", ...serviceRoleGroupNames.admin, roles: [ROLE_SERVICES_ADMIN] },
    { type: "HR_SERVICES", ...serviceRoleGroupNames.hr, roles: [ROLE_HR_SERVICES] },
    { type: "OFFICE_SERVICES", ...serviceRoleGroupNames.office, roles: [ROLE_OFFICE_SERVICES] },
    { type: "IT_SUPPORT", ...serviceRoleGroupNames.it, roles: [ROLE_IT_SUPPORT] },
    { type: "EDUCATION_HR", ...serviceRoleGroupNames.education, roles: [ROLE_EDUCATION_HR] },
  ],
  // The section opens as a dropdown once other features add their services under it: the hub is its first entry.
  menu: [
    { name: serviceNames.menu, link: "/services", order: 5 },
    { name: serviceNames.hubMenu, link: "/services", order: 0, under: "/services" },
  ],
  // The other families are the claims' (notification settings name them); this one is for the rest.
  notificationFamilies: { SERVICE: claimFamily(serviceNames.family) },
  notificationTypes: {
    ...Object.fromEntries(
      SERVICE_FAMILIES.flatMap((family) =>
        NOTICE_EVENTS.map((event) => [`${family}_${event}`, { family, template: requestNotices[event] }] as const),
      ),
    ),
    [STATEMENT_COMPLETED_FOR_ADMIN]: { family: "STATEMENT", template: statementDoneForAdmin },
  },
  seed: seedServiceRequests,
  // Approved leave and trips put their work status on their owners for their dates (absences.server.ts).
  start: async ({ serviceRequests }) => serviceRequests.startAbsences(),
  stop: async ({ serviceRequests }) => serviceRequests.stopAbsences(),
});
