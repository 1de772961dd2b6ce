// Who may read and change the partners club, as the domain functions ask it: anyone signed in reads; editors
// (ROLE_EDIT_CLUB) and administrators change.
import type { Actor } from "~/platform/actor";
import { forbidden, unauthorized } from "~/platform/errors";
import { api as apiMessages } from "~/shared/messages.server";
import { serverMessages as r } from "../messages.server";
import { canEditClub, canReadClub } from "../policy";

export function requireReader(actor: Actor): void {
  if (!canReadClub(actor)) throw unauthorized(apiMessages.unauthorized);
}

export function requireEditor(actor: Actor): void {
  requireReader(actor);
  if (!canEditClub(actor)) throw forbidden(r.forbidden);
}
