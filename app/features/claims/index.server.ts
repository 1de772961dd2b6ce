// Claims (issue #13 points 7 and 8): one engine for requests of every type. Types are registered in the
// claims service (GENERAL_REQUEST here; groups and vacancies will add theirs with `needs: ["claims"]`).
// Notifications of claims: server/notify-consumer.server.ts, to be registered as a consumer once the
// notifications engine's notify() lands.
import { defineFeature } from "~/platform/feature";
import { CLAIMS_ROLES } from "./policy";
import { claimsApi } from "./server/api.server";
import { createClaims } from "./server/claims.server";
import { seedClaimsDemo } from "./seed.server";

export type { ClaimsService } from "./server/claims.server";
export type { ClaimType, ClaimNotice } from "./server/claim-types.server";
export { CLAIM_CREATED, CLAIM_STATUS_CHANGED, type ClaimEvent } from "./server/events";
export { claimNotificationsOf, type ClaimNotification } from "./server/notifications";

export const claimsFeature = defineFeature({
  name: "claims",
  services: (deps) => ({ claims: createClaims(deps) }),
  api: claimsApi,
  roles: [...CLAIMS_ROLES],
  seed: seedClaimsDemo,
});
