// Who may change the directory: the one check every edit of it starts with (domain functions, and the
// /api handlers and page actions before they parse a payload, so a person without the right hears
// «no rights» whatever they sent).
import type { Actor, SignedIn } from "~/platform/actor";
import { forbidden } from "~/platform/errors";
import { canEditContacts } from "~/features/contacts/policy";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import { contactsRefusals } from "~/features/contacts/messages.server";

/** The signed-in contact editor, or unauthorized / forbidden. */
export function requireEditor(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canEditContacts(actor)) throw forbidden(contactsRefusals.forbidden);
  return user;
}

/**
 * The payload of a contact editor's call (/api or a page's form), parsed once the caller is known to
 * be one: the right is checked before the payload, as the domain functions always did.
 */
export function editorsInput<T>(actor: Actor, schema: Parameters<typeof parseInput<T>>[0], input: unknown): T {
  requireEditor(actor);
  return parseInput(schema, input);
}
