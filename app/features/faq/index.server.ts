// Questions and answers (the header's "Помощь" is the first category).
import { defineFeature } from "~/platform/feature";
import { FAQ_ROLES } from "./policy";
import { createFaq } from "./server/faq.server";
import { faqApi } from "./server/api.server";
import { seedFaq } from "./server/demo.server";
import { faqMenuNames } from "./messages.server";
import { migrations } from "./migrations";

export const faqFeature = defineFeature({
  name: "faq",
  menu: [{ name: faqMenuNames.faq, link: "/knowledge/faq", order: 2, under: "/knowledge/guide" }],
  migrations,
  services: (deps) => ({ faq: createFaq(deps) }),
  api: faqApi,
  roles: [...FAQ_ROLES],
  searchIndexers: ({ faq }) => [faq.searchIndexer],
  fileReadGuards: ({ faq }) => [faq.fileReadGuard],
  async seed({ deps: { db, now }, accounts, demoUserId }) {
    await seedFaq(db, now(), await demoUserId(accounts[0]?.phone ?? ""));
  },
});
