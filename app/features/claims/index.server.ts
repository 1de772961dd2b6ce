// Claims (issue #13 points 7 and 8): one engine for requests of every type. Types are registered in the
// claims service (GENERAL_REQUEST here; groups and vacancies will add theirs with `needs: ["claims"]`).
// Their notifications go through the notifications engine (server/notify-consumer.server.ts).
import { defineFeature } from "~/platform/feature";
import { claimNotices, roleGroupNames } from "./messages.server";
import { claimPageMessages } from "./messages";
import { CLAIMS_ADMIN_ROLES, CLAIMS_ROLES, ROLE_EDIT_USER_CLAIMS } from "./policy";
import { claimsApi } from "./server/api.server";
import { createClaims } from "./server/claims.server";
import { seedClaimsDemo } from "./seed.server";
import { migrations } from "./migrations";
import { claimNotificationFamilies } from "./notification-families.server";

export type { ClaimsService } from "./server/claims.server";
// Claim-like notification families of other features (group messages, vacancy replies) follow the claim's rule.
export { claimFamily, claimLink } from "./notification-families.server";
// The families' names (notification settings), which the services' claim types are described by.
export { claimFamilyLabels } from "./messages.server";
export type { ClaimType, ClaimNotice, ClaimMoveField, ClaimStep, ClaimRouted } from "./server/claim-types.server";
export { CLAIM_CREATED, CLAIM_STATUS_CHANGED, type ClaimEvent } from "./server/events";
export { claimNotificationsOf, type ClaimNotification } from "./server/notifications";
// Claims in another feature's own statement (its list keeps one query): derived tables to select from or join.
export { claimRows, claimsHandledBy, claimsOfType } from "./server/claim-queries.server";
// The statistics' figures of the claims (/admin/request-statistic): the service's claimFigures.
export type { ClaimFigures, ClaimPeriod } from "./server/claim-stats.server";
// Who reads every claim: a type's own files (a service request's) follow the claim's readers.
export { isClaimsAdmin } from "./policy";
// Other features' demos file claims now and date them back.
export { backdateClaimFiling } from "./seed.server";
// A demo's own engine on a clock set back (the services' demo files and moves its requests days ago).
export { createClaims };

export const claimsFeature = defineFeature({
  name: "claims",
  migrations,
  services: (deps) => ({ claims: createClaims(deps) }),
  api: claimsApi,
  roles: [...CLAIMS_ROLES],
  roleGroups: [{ type: "CLAIM_MANAGEMENT", ...roleGroupNames, roles: [ROLE_EDIT_USER_CLAIMS] }],
  consumers: ({ claims }) => claims.eventConsumers,
  // Family CLAIM: the approver's page while it waits for a decision, the owner's once it is theirs to read.
  notificationFamilies: claimNotificationFamilies,
  notificationTypes: Object.fromEntries(Object.entries(claimNotices).map(([type, template]) => [type, { family: "CLAIM", template }])),
  seed: seedClaimsDemo,
  // The same people as isClaimsAdmin.
  adminPages: [
    {
      path: "/admin/claims",
      section: "requests",
      roles: [...CLAIMS_ADMIN_ROLES],
      title: claimPageMessages.adminTitle,
      hint: claimPageMessages.adminHint,
    },
  ],
});
