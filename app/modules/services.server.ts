// Builds every domain module once from its dependencies. server.ts, the CLI and the tests call this.
import type { Deps } from "./core/deps.server";
import { createAuth } from "./auth/auth.server";
import { createRegistration } from "./auth/registration.server";
import { createUsers } from "./users/users.server";
import { createSettings } from "./settings/settings.server";
import { createNav } from "./nav/nav.server";
import { createWebPush } from "./webpush/webpush.server";
import { createNotifications } from "./notifications/notifications.server";
import { createProfile } from "./profile/profile.server";
import { createSuggestions } from "./suggestions/suggestions.server";
import { createSearch } from "./search/find.server";
import { createContactsWithUser } from "./contacts/another-with-user.server";

export function createServices(deps: Deps) {
  return {
    auth: createAuth(deps),
    registration: createRegistration(deps),
    users: createUsers(deps),
    settings: createSettings(deps),
    nav: createNav(deps),
    webPush: createWebPush(deps),
    notifications: createNotifications(deps),
    profile: createProfile(deps),
    suggestions: createSuggestions(deps),
    search: createSearch(deps),
    /** The service-record-with-a-person form; to be folded into the contacts module. */
    contactsWithUser: createContactsWithUser(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
