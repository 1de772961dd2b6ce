// Corrections employees suggest to contacts, profiles and guide sections; their admin page.
import { defineFeature } from "~/platform/feature";
import { adminPage } from "./messages";
import { SUGGESTIONS_ADMIN_ROLES } from "./policy";
import { createSuggestions, type SuggestionSubjects } from "./server/suggestions.server";
import { suggestionsApi } from "./server/api.server";

export const suggestionsFeature = defineFeature({
  name: "suggestions",
  needs: ["contacts", "guide", "profile"],
  services: (deps, subjects: SuggestionSubjects) => ({ suggestions: createSuggestions(deps, subjects) }),
  api: suggestionsApi,
  // The same people as canManageSuggestions.
  adminPages: [
    { path: "/admin/suggestions", section: "content", roles: [...SUGGESTIONS_ADMIN_ROLES], title: adminPage.title, hint: adminPage.hint },
  ],
});
