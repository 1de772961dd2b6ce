// The notifications' own family (messages of the portal itself) and those of features still to come, which
// the spec's notifications already name (part 2 §3): each moves into its feature's manifest when it lands.
import type { NotificationFamilyDef } from "~/platform/feature";
import { familyLabels as labels } from "./messages.server";

const at = (path: string, objectId: number | null | undefined) => (objectId ? `${path}${objectId}` : null);

export const ownNotificationFamilies: Readonly<Record<string, NotificationFamilyDef>> = {
  ACTIVITY: { label: labels.ACTIVITY, object: "activity", link: (_e, b) => at("/activities/", b.activity?.objectId) },
  RETAIL_SHIFT: { label: labels.RETAIL_SHIFT, object: null, link: () => "/services/retail-shifts" },
  CLUB_GATE: { label: labels.CLUB_GATE, object: null, link: () => "/club/maxi-club-kpp" },
  /** Messages of the portal itself: nowhere to go. */
  SYSTEM: { label: labels.SYSTEM, object: null, link: () => null },
};
