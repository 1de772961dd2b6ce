// The glossary: terms by letter (edited by the FAQ's editors; its demo terms come with the FAQ's seed).
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_WIKI_FAQ_CATEGORIES } from "~/platform/policies";
import { createGlossary } from "./server/glossary.server";
import { glossaryApi } from "./server/api.server";

export const glossaryFeature = defineFeature({
  name: "glossary",
  services: (deps) => ({ glossary: createGlossary(deps) }),
  api: glossaryApi,
  roles: [ROLE_EDIT_WIKI_FAQ_CATEGORIES],
});
