// The entry area's manifest: sign-in, sessions and tokens, registration and recovery by SMS.
import { defineFeature } from "~/platform/feature";
import { createAuth } from "./server/auth.server";
import { createRegistration, type RegistrationNeeds } from "./server/registration.server";
import { authApi } from "./server/api.server";
import { migrations } from "./migrations";

/** For other features' server code (pages that show phones formatted): the same function as index.ts's. */
export { formatPhone } from "./phone";
// Which sessions still live and their sign-in families (notifications' streams and push subscriptions);
// when a person last signed in and ending all her sessions (the administrator's people page).
export { endSessionsOf, lastSignInOf, liveFamilies, liveTokenHashes, sessionFamily } from "./server/sessions.server";

export const authFeature = defineFeature({
  name: "auth",
  migrations,
  // The registration's consent is recorded through the consents' service, in the account's transaction.
  needs: ["consents"],
  services: (deps, needs: RegistrationNeeds) => ({ auth: createAuth(deps), registration: createRegistration(deps, needs) }),
  api: authApi,
});
