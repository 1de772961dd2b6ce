// Builds every domain module once from its dependencies. server.ts, the CLI and the tests call this.
import type { Deps } from "~/platform/deps.server";
import { createAuth } from "./auth/server/auth.server";
import { createRegistration } from "./auth/server/registration.server";
import { createUsers } from "./users/server/users.server";
import { createSettings } from "./settings/server/settings.server";
import { createNav } from "~/shell/server/nav.server";
import { createWebPush } from "./notifications/server/webpush.server";
import { createNotifications } from "./notifications/server/notifications.server";
import { createProfile } from "./profile/server/profile.server";
import { createSuggestions } from "./suggestions/server/suggestions.server";
import { createSearch } from "./search/server/find.server";
import { createContacts } from "./contacts/server/contacts.server";
import { createFavorites } from "./favorites/server/favorites.server";
import { createFiles } from "~/platform/files/files.server";
import { createDocuments } from "./documents/server/documents.server";
import { createFaq } from "./faq/server/faq.server";
import { createGlossary } from "./glossary/server/glossary.server";
import { createGuide } from "./guide/server/guide.server";
import { createFormTokens } from "~/platform/form-tokens.server";

export function createServices(deps: Deps) {
  const contacts = createContacts(deps);
  const guide = createGuide(deps);
  const profile = createProfile(deps);
  return {
    auth: createAuth(deps),
    registration: createRegistration(deps),
    users: createUsers(deps),
    settings: createSettings(deps),
    nav: createNav(deps),
    webPush: createWebPush(deps),
    notifications: createNotifications(deps),
    profile,
    suggestions: createSuggestions(deps, { contacts, guide, profile }),
    // Tags are the guide's: the search shows only those of articles the person reads.
    search: createSearch(deps, contacts, guide.visibleTagIds),
    contacts,
    // Each feature with favourites registers its kind here (POST later).
    favorites: createFavorites(deps, [contacts.favoriteKind, guide.favoriteKind]),
    // Files on the local disk under DATA_DIR/files; an S3-compatible FileStorage would be passed here.
    // Features that attach files to items they guard say who may read them.
    files: createFiles(deps, undefined, [guide.fileReadGuard]),
    documents: createDocuments(deps),
    faq: createFaq(deps),
    glossary: createGlossary(deps),
    guide,
    formTokens: createFormTokens(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
