// The /api calls of the glossary. The spec names none: these are ours, documented in docs/api.md.
import type { ApiRoute } from "~/platform/api.server";

export const glossaryApi: ApiRoute[] = [
  { method: "GET", path: "/wiki/glossary/list", access: "user", handler: ({ services, actor, input }) => services.glossary.list(actor, input) },
  { method: "GET", path: "/wiki/glossary/get", access: "user", handler: ({ services, actor, input }) => services.glossary.term(actor, input) },
  { method: "POST", path: "/wiki/glossary/add", access: "user", handler: ({ services, actor, input }) => services.glossary.add(actor, input) },
  { method: "POST", path: "/wiki/glossary/update", access: "user", handler: ({ services, actor, input }) => services.glossary.update(actor, input) },
  {
    method: "POST",
    path: "/wiki/glossary/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.glossary.remove(actor, input);
      return null;
    },
  },
];
