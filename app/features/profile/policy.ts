// Who may change a profile. The feature defines no role of its own: administrators (a core role)
// edit everyone's; pages get the flag (canEdit) with the profile.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Change a person's profile, photo and visibility flags: the person themselves and administrators. */
export function canEditProfile(actor: Actor, ownerId: number): boolean {
  return (actor.kind === "user" && actor.userId === ownerId) || hasAnyRole(actor, ROLE_ADMINISTRATOR);
}
