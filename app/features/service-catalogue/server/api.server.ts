// The catalogues' /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the roots, a node, asking at a leaf, the education requests, and the editors' changes (api.md).
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import type { CatalogueKind } from "../addresses";
import { kindSchema, nodeRefSchema, ticketSchema } from "./inputs.server";
import { requireEditor } from "./edit.server";

const kindOf = (input: unknown) => parseInput(kindSchema, input).kind as CatalogueKind;

/** The editors' calls: who may edit is asked before the input is read. */
const edit = (path: string, change: "create" | "update" | "reorder" | "move" | "remove"): ApiRoute => ({
  method: "POST",
  path: `/service-catalogue/admin/${path}`,
  access: "user",
  handler: ({ services, actor, input }) => {
    requireEditor(actor);
    return services.catalogueEdits[change](actor, input);
  },
});

export const serviceCatalogueApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/service-catalogue/tree",
    access: "user",
    handler: ({ services, actor, input }) => services.catalogue.roots(actor, kindOf(input)),
  },
  {
    method: "GET",
    path: "/service-catalogue/node",
    access: "user",
    handler: ({ services, actor, input }) => services.catalogue.nodeById(actor, parseInput(nodeRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/service-catalogue/ticket",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { nodeId, answers } = parseInput(ticketSchema, input);
      return services.catalogue.askTicket(actor, { nodeId, answers });
    },
  },
  {
    method: "GET",
    path: "/service-catalogue/education-requests",
    access: "user",
    handler: ({ services, actor }) => services.catalogue.educationRequests(actor),
  },
  edit("create", "create"),
  edit("update", "update"),
  edit("order", "reorder"),
  edit("move", "move"),
  edit("delete", "remove"),
];
