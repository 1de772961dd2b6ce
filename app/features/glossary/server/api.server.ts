// The /api calls of the glossary. The spec names none: these are ours, documented in the feature's api.md.
// Each input is parsed here (inputs.server.ts: who may change first, then the rules).
import type { ApiRoute } from "~/platform/api.server";
import { glossaryInputs as parse } from "./inputs.server";

export const glossaryApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/wiki/glossary/list",
    access: "user",
    handler: ({ services, actor, input }) => services.glossary.list(actor, parse.list(actor, input)),
  },
  {
    method: "GET",
    path: "/wiki/glossary/get",
    access: "user",
    handler: ({ services, actor, input }) => services.glossary.term(actor, parse.term(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/glossary/add",
    access: "user",
    handler: ({ services, actor, input }) => services.glossary.add(actor, parse.add(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/glossary/update",
    access: "user",
    handler: ({ services, actor, input }) => services.glossary.update(actor, parse.update(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/glossary/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.glossary.remove(actor, parse.remove(actor, input));
      return null;
    },
  },
];
