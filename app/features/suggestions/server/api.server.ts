// "Suggest a correction" (spec part 2 §7) and, ours, the administrators' list and resolve calls.
import type { ApiRoute } from "~/platform/api.server";
import { suggestionInputs as parse } from "./inputs.server";

export const suggestionsApi: ApiRoute[] = [
  {
    method: "POST",
    path: "/suggest-correction/contact",
    access: "user",
    handler: ({ services, actor, input }) => services.suggestions.suggestContact(actor, parse.suggestContact(actor, input)),
  },
  {
    method: "POST",
    path: "/suggest-correction/wiki/guide",
    access: "user",
    handler: ({ services, actor, input }) => services.suggestions.suggestGuide(actor, parse.suggestGuide(actor, input)),
  },
  {
    method: "GET",
    path: "/suggest-correction/list",
    access: "user",
    handler: ({ services, actor, input }) => services.suggestions.list(actor, parse.list(actor, input)),
  },
  {
    method: "POST",
    path: "/suggest-correction/resolve",
    access: "user",
    handler: ({ services, actor, input }) => services.suggestions.resolve(actor, parse.resolve(actor, input)),
  },
];
