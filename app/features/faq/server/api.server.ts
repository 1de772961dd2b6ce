// The /api calls of the FAQ. The spec names none: these are ours, documented in the feature's api.md. Each
// input is parsed here (inputs.server.ts: who may change first, then the rules).
import type { ApiRoute } from "~/platform/api.server";
import { faqInputs as parse } from "./inputs.server";

export const faqApi: ApiRoute[] = [
  { method: "GET", path: "/wiki/faq/categories", access: "user", handler: ({ services, actor }) => services.faq.categories(actor) },
  {
    method: "GET",
    path: "/wiki/faq/category",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.category(actor, parse.category(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/faq/category/create",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.createCategory(actor, parse.createCategory(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/faq/category/update",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.updateCategory(actor, parse.updateCategory(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/faq/category/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.faq.deleteCategory(actor, parse.deleteCategory(actor, input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/wiki/faq/question/create",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.createQuestion(actor, parse.createQuestion(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/faq/question/update",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.updateQuestion(actor, parse.updateQuestion(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/faq/question/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.faq.deleteQuestion(actor, parse.deleteQuestion(actor, input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/wiki/faq/question/sort",
    access: "user",
    handler: ({ services, actor, input }) => services.faq.sortQuestions(actor, parse.sortQuestions(actor, input)),
  },
];
