// Who may do what with the club card and the Maxi-club's gate passes. Role checks live here only: loaders
// return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Issues, blocks and reissues anyone's card, sees any card and the statistics (role group CLUB_CARD). */
export const ROLE_CLUB_CARD_ADMIN = "ROLE_CLUB_CARD_ADMIN";
/** The Maxi-club's checkpoint staff: the day's passes, approve, decline, arrival (role group CLUB_GATE). */
export const ROLE_CLUB_GATE = "ROLE_CLUB_GATE";

export const CARD_ADMINS = [ROLE_CLUB_CARD_ADMIN, ROLE_ADMINISTRATOR] as const;

export function canManageCards(actor: Actor): boolean {
  return hasAnyRole(actor, ...CARD_ADMINS);
}

/** A card is personal: its holder, card admins and administrators. */
export function canSeeCardOf(actor: Actor, holderId: number): boolean {
  return (actor.kind === "user" && actor.userId === holderId) || canManageCards(actor);
}

export function canKeepGate(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_CLUB_GATE, ROLE_ADMINISTRATOR);
}
