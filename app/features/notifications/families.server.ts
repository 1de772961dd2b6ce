// The notifications' own family (messages of the portal itself) and those of features still to come, which
// the spec's notifications already name (part 2 §3): each moves into its feature's manifest when it lands.
import type { NotificationFamilyDef } from "~/platform/feature";
import { familyLabels as labels } from "./messages.server";

export const ownNotificationFamilies: Readonly<Record<string, NotificationFamilyDef>> = {
  /** Messages of the portal itself: nowhere to go. */
  SYSTEM: { label: labels.SYSTEM, object: null, link: () => null },
};
