// The glossary: terms by letter (edited by the FAQ's editors, whose role it shares).
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_GLOSSARY } from "./policy";
import { createGlossary } from "./server/glossary.server";
import { glossaryApi } from "./server/api.server";
import { seedGlossary } from "./server/demo.server";
import { glossaryMenuNames } from "./messages.server";
import { migrations } from "./migrations";

export const glossaryFeature = defineFeature({
  name: "glossary",
  menu: [{ name: glossaryMenuNames.glossary, link: "/knowledge/glossary", order: 3, under: "/knowledge/guide" }],
  migrations,
  services: (deps) => ({ glossary: createGlossary(deps) }),
  api: glossaryApi,
  roles: [ROLE_EDIT_GLOSSARY],
  searchIndexers: ({ glossary }) => [glossary.searchIndexer],
  fileReadGuards: ({ glossary }) => [glossary.fileReadGuard],
  async seed({ deps: { db, now }, accounts, demoUserId }) {
    await seedGlossary(db, now(), await demoUserId(accounts[0]?.phone ?? ""));
  },
});
