// Who may change the directory: the check every /api handler and page action makes before it parses a payload,
// so a person without the right hears «no rights» whatever they sent. The domain functions check again, where
// the edit lands (a department's secretary edits her departments' categories only: secretary-scope.server.ts).
import type { Actor } from "~/platform/actor";
import { forbidden } from "~/platform/errors";
import { mayEditSomewhere } from "~/features/contacts/policy";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import { contactsRefusals } from "~/features/contacts/messages.server";

/**
 * The payload of an edit (/api or a page's form), parsed once the caller is known to edit some part of the
 * directory: an editor, or the secretary of the departments `secretaryOf` (read by the caller this request).
 */
export function editorsInput<T>(
  actor: Actor,
  schema: Parameters<typeof parseInput<T>>[0],
  input: unknown,
  secretaryOf: readonly number[] = [],
): T {
  requireUser(actor);
  if (!mayEditSomewhere(actor, secretaryOf)) throw forbidden(contactsRefusals.forbidden);
  return parseInput(schema, input);
}
