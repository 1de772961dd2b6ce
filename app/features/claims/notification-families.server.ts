// The families of claim notifications (issue #13 point 2, the issue's reading of the spec): a claim's page,
// its approver's while it waits for someone to act, its owner's once done or for the owner; the spec's
// exceptions per family. Claims own the services' request families too (a service's request is a claim),
// and other features' claim-like families (group messages, vacancy replies) are built with claimFamily.
import type { NotificationBound, NotificationFamilyDef } from "~/platform/feature";
import { claimFamilyLabels as labels } from "./messages.server";

const claimId = (bound: NotificationBound) => bound.claim?.objectId || null;

/** A claim's page for `me`: approvement requests while it waits on them, her claims once done or as owner. */
export function claimLink(event: string, bound: NotificationBound, me: number): string | null {
  const id = claimId(bound);
  if (id === null) return null;
  const forOwner = event.endsWith("_FOR_OWNER") || /^(COMPLETED|CANCELLED)(_|$)/.test(event);
  return `${forOwner ? `/user/${me}/claims/` : `/user/${me}/approvement-requests/`}${id}`;
}

/** A family whose object is a claim, led by claimLink unless the family has its own rule. */
export const claimFamily = (label: string, link: NotificationFamilyDef["link"] = claimLink): NotificationFamilyDef => ({
  label,
  object: "claim",
  link,
});

/** A page of the services still to come, at the claim's anchor. */
const at = (path: string) => (_event: string, bound: NotificationBound) => {
  const id = claimId(bound);
  return id === null ? null : `${path}#${id}`;
};

export const claimNotificationFamilies: Readonly<Record<string, NotificationFamilyDef>> = {
  CLAIM: claimFamily(labels.CLAIM),
  TRIP: claimFamily(labels.TRIP),
  BUSINESS_CARD: claimFamily(labels.BUSINESS_CARD),
  PASS: claimFamily(labels.PASS),
  STATEMENT: claimFamily(labels.STATEMENT, (event, bound, me) =>
    event === "COMPLETED_FOR_ADMIN" ? at("/services/statements/list")(event, bound) : claimLink(event, bound, me),
  ),
  VACATION: claimFamily(labels.VACATION),
  COURIER: claimFamily(labels.COURIER),
};
