// What the signed-in layout may offer a person. Copied from platform/policies.ts (the lead removes it
// there after merging); components read these flags from the _shell loader, never role names.
import type { Actor } from "~/platform/actor";
import type { AdminArea } from "~/platform/admin";

/** What the application shell may offer this person (`admin`: context.services.admin). */
export function shellAbilities(actor: Actor, admin: Pick<AdminArea, "canOpen">) {
  return {
    /** The "Администратор" item of the user menu and the /admin area: the role of one admin page at least. */
    openAdmin: admin.canOpen(actor),
  };
}

export type ShellAbilities = ReturnType<typeof shellAbilities>;
