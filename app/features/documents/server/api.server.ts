// The /api calls of normative documents (spec part 1 §7 "Normative documents") plus our read
// acknowledgement; payloads in the feature's api.md. Each input is parsed here (inputs.server.ts: who may ask
// first, then the rules) and the domain function gets the typed value.
import type { ApiCallRoute, ApiRoute } from "~/platform/api.server";
import { documentInputs as parse } from "./inputs.server";

export const documentsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/wiki/documents/list",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.list(actor, parse.list(actor, input)),
  },
  {
    method: "GET",
    path: "/wiki/documents/get",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.get(actor, parse.document(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/documents/add",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.add(actor, parse.add(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/documents/update",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.update(actor, parse.update(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/documents/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.remove(actor, parse.editedDocument(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/documents/sort",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.sort(actor, parse.sort(actor, input)),
  },
  {
    method: "POST",
    path: "/wiki/documents/acknowledge",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.acknowledge(actor, parse.document(actor, input)),
  },
  {
    method: "GET",
    path: "/wiki/documents/acknowledgements",
    access: "user",
    handler: ({ services, actor, input }) => services.documents.acknowledgements(actor, parse.report(actor, input)),
  },
  {
    method: "GET",
    path: "/wiki/documents/theme/list",
    access: "user",
    handler: ({ services, actor }) => services.documents.listThemes(actor),
  },
  // Part 1 §7 names the theme calls twice: beside /wiki/documents/theme/list and by their short paths
  // (/theme/get...). Both answer, from the same handlers.
  ...themeCalls(["/wiki/documents/theme", "/theme"]),
];

/** The theme calls under each of these prefixes: one handler each, however many paths answer it. */
function themeCalls(prefixes: readonly string[]): ApiCallRoute[] {
  const calls: Record<string, Omit<ApiCallRoute, "path">> = {
    get: {
      method: "GET",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.getTheme(actor, parse.theme(actor, input)),
    },
    create: {
      method: "POST",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.createTheme(actor, parse.createTheme(actor, input)),
    },
    update: {
      method: "POST",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.updateTheme(actor, parse.updateTheme(actor, input)),
    },
    "inc-sort": {
      method: "POST",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.incSort(actor, parse.editedTheme(actor, input)),
    },
    "dec-sort": {
      method: "POST",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.decSort(actor, parse.editedTheme(actor, input)),
    },
    delete: {
      method: "POST",
      access: "user",
      handler: ({ services, actor, input }) => services.documents.deleteTheme(actor, parse.editedTheme(actor, input)),
    },
  };
  return prefixes.flatMap((prefix) => Object.entries(calls).map(([name, call]) => ({ ...call, path: `${prefix}/${name}` })));
}
