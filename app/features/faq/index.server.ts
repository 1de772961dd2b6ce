// Questions and answers (the header's "Помощь" is the first category). Its demo seed fills the
// glossary too (one file of knowledge-base demo text).
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_WIKI_FAQ_CATEGORIES } from "~/platform/policies";
import { createFaq } from "./server/faq.server";
import { faqApi } from "./server/api.server";
import { seedFaqAndGlossary } from "./server/demo.server";

export const faqFeature = defineFeature({
  name: "faq",
  services: (deps) => ({ faq: createFaq(deps) }),
  api: faqApi,
  roles: [ROLE_EDIT_WIKI_FAQ_CATEGORIES],
  async seed({ deps: { db, now }, accounts, demoUserId }) {
    await seedFaqAndGlossary(db, now(), await demoUserId(accounts[0]?.phone ?? ""));
  },
});
