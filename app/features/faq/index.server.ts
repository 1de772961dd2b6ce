// Questions and answers (the header's "Помощь" is the first category).
import { defineFeature } from "~/platform/feature";
import { FAQ_ROLES, ROLE_EDIT_WIKI_FAQ_CATEGORIES } from "./policy";
import { createFaq } from "./server/faq.server";
import { faqApi } from "./server/api.server";
import { seedFaq } from "./server/demo.server";
import { faqMenuNames, roleGroupNames } from "./messages.server";
import { migrations } from "./migrations";

export const faqFeature = defineFeature({
  name: "faq",
  menu: [{ name: faqMenuNames.faq, link: "/knowledge/faq", order: 2, under: "/knowledge/guide" }],
  migrations,
  services: (deps) => ({ faq: createFaq(deps) }),
  api: faqApi,
  roles: [...FAQ_ROLES],
  roleGroups: [{ type: "WIKI_FAQ", ...roleGroupNames, roles: [ROLE_EDIT_WIKI_FAQ_CATEGORIES] }],
  searchIndexers: ({ faq }) => [faq.searchIndexer],
  fileReadGuards: ({ faq }) => [faq.fileReadGuard],
  async seed({ deps: { db, now }, accounts, demoUserId }) {
    await seedFaq(db, now(), await demoUserId(accounts[0]?.phone ?? ""));
  },
});
