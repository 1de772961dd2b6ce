// The consents to personal-data processing (issue #32 point 4): the versioned text, each person's acceptances
// (registration, and the next sign-in after a new version: /consent), /admin/personal-accept with its export and
// /admin/personal-accept/{id}, for the holders of ROLE_GET_PERSONAL_DATA_ACCEPT and administrators. The auth
// feature records the registration's consent through this service; the shell sends a person with a version to
// accept to /consent. Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { CONSENT_READER_ROLES, ROLE_GET_PERSONAL_DATA_ACCEPT } from "./policy";
import { createConsents } from "./server/consents.server";
import { consentsApi } from "./server/api.server";
import { roleGroupNames } from "./messages.server";
import { consents as t } from "./messages";
import { seedConsents } from "./seed.server";
import { migrations } from "./migrations";

export type { ClientSeen, ConsentsService, ConsentText } from "./server/consents.server";

export const consentsFeature = defineFeature({
  name: "consents",
  migrations,
  services: (deps) => ({ consents: createConsents(deps) }),
  api: consentsApi,
  roles: [ROLE_GET_PERSONAL_DATA_ACCEPT],
  roleGroups: [{ type: "PERSONAL_DATA", ...roleGroupNames, roles: [ROLE_GET_PERSONAL_DATA_ACCEPT] }],
  adminPages: [{ path: "/admin/personal-accept", section: "people", roles: [...CONSENT_READER_ROLES], title: t.title, hint: t.hint }],
  seed: seedConsents,
});
