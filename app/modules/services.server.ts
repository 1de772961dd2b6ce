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
import { createContacts } from "./contacts/contacts.server";
import { createFavorites } from "./favorites/favorites.server";
import { createFiles } from "./files/files.server";
import { createDocuments } from "./documents/documents.server";
import { createFaq } from "./faq/faq.server";
import { createGlossary } from "./glossary/glossary.server";
import { createGuide } from "./guide/guide.server";
import { createFormTokens } from "./core/form-tokens.server";

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
