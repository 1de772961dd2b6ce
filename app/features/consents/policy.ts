// Who may do what with the consents. Readers of the consents (ROLE_GET_PERSONAL_DATA_ACCEPT) and administrators
// see them; a new version of the text is the administrators' alone, since it asks everyone to accept again.
// Pages get flags, never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

export const ROLE_GET_PERSONAL_DATA_ACCEPT = "ROLE_GET_PERSONAL_DATA_ACCEPT";

/** The roles that open /admin/personal-accept and its calls. */
export const CONSENT_READER_ROLES = [ROLE_GET_PERSONAL_DATA_ACCEPT, ROLE_ADMINISTRATOR] as const;

export const mayReadConsents = (actor: Actor) => hasAnyRole(actor, ...CONSENT_READER_ROLES);
export const mayPublishConsentText = (actor: Actor) => hasAnyRole(actor, ROLE_ADMINISTRATOR);
