// Every /api call, feature by feature.
import type { ApiRoute } from "./core/api.server";
import { authApi } from "./auth/api.server";
import { usersApi } from "./users/api.server";
import { settingsApi } from "./settings/api.server";
import { navApi } from "./nav/api.server";
import { webPushApi } from "./webpush/api.server";
import { notificationsApi } from "./notifications/api.server";
import { profileApi } from "./profile/api.server";
import { suggestionsApi } from "./suggestions/api.server";
import { searchApi } from "./search/api.server";
import { contactsApi } from "./contacts/api.server";
import { favoritesApi } from "./favorites/api.server";
import { filesApi } from "./files/api.server";
import { documentsApi } from "./documents/api.server";
import { faqApi } from "./faq/api.server";
import { glossaryApi } from "./glossary/api.server";
import { guideApi } from "./guide/api.server";

export const apiRoutes: ApiRoute[] = [
  ...authApi,
  ...usersApi,
  ...settingsApi,
  ...navApi,
  ...webPushApi,
  ...notificationsApi,
  ...profileApi,
  ...suggestionsApi,
  ...searchApi,
  ...contactsApi,
  ...favoritesApi,
  ...filesApi,
  ...documentsApi,
  ...faqApi,
  ...glossaryApi,
  ...guideApi,
];
