// Every /api call, feature by feature.
import type { ApiRoute } from "~/platform/api.server";
import { authApi } from "./auth/server/api.server";
import { usersApi } from "./users/server/api.server";
import { settingsApi } from "./settings/server/api.server";
import { navApi } from "~/shell/server/api.server";
import { webPushApi } from "./notifications/server/webpush-api.server";
import { notificationsApi } from "./notifications/server/api.server";
import { profileApi } from "./profile/server/api.server";
import { suggestionsApi } from "./suggestions/server/api.server";
import { searchApi } from "./search/server/api.server";
import { contactsApi } from "./contacts/server/api.server";
import { favoritesApi } from "./favorites/server/api.server";
import { filesApi } from "~/platform/files/api.server";
import { documentsApi } from "./documents/server/api.server";
import { faqApi } from "./faq/server/api.server";
import { glossaryApi } from "./glossary/server/api.server";
import { guideApi } from "./guide/server/api.server";

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
