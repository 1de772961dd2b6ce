// What the signed-in layout may offer a person. Copied from platform/policies.ts (the lead removes it
// there after merging); components read these flags from the _shell loader, never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** What the application shell may offer this person. */
export function shellAbilities(actor: Actor) {
  return {
    /** The "Администратор" item of the user menu and the /admin area. */
    openAdmin: hasAnyRole(actor, ROLE_ADMINISTRATOR),
  };
}

export type ShellAbilities = ReturnType<typeof shellAbilities>;
