// The /api calls of the FAQ. The spec names none: these are ours, documented in docs/api.md.
import type { ApiRoute } from "~/platform/api.server";

export const faqApi: ApiRoute[] = [
  { method: "GET", path: "/wiki/faq/categories", access: "user", handler: ({ services, actor }) => services.faq.categories(actor) },
  { method: "GET", path: "/wiki/faq/category", access: "user", handler: ({ services, actor, input }) => services.faq.category(actor, input) },
  { method: "POST", path: "/wiki/faq/category/create", access: "user", handler: ({ services, actor, input }) => services.faq.createCategory(actor, input) },
  { method: "POST", path: "/wiki/faq/category/update", access: "user", handler: ({ services, actor, input }) => services.faq.updateCategory(actor, input) },
  {
    method: "POST",
    path: "/wiki/faq/category/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.faq.deleteCategory(actor, input);
      return null;
    },
  },
  { method: "POST", path: "/wiki/faq/question/create", access: "user", handler: ({ services, actor, input }) => services.faq.createQuestion(actor, input) },
  { method: "POST", path: "/wiki/faq/question/update", access: "user", handler: ({ services, actor, input }) => services.faq.updateQuestion(actor, input) },
  {
    method: "POST",
    path: "/wiki/faq/question/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.faq.deleteQuestion(actor, input);
      return null;
    },
  },
  { method: "POST", path: "/wiki/faq/question/sort", access: "user", handler: ({ services, actor, input }) => services.faq.sortQuestions(actor, input) },
];
