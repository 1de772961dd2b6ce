// The services' /api calls (ours: the spec shows none for the configurable services), in the envelope.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { idOf } from "~/platform/schema";
import * as z from "zod/mini";
import { documentMessages, serverMessages as t } from "../messages.server";

const askSchema = z.object({
  service: z.string({ error: t.serviceNotFound }),
  answers: z.optional(z.unknown()),
});

const documentSchema = z.object({
  claimId: idOf(documentMessages.requestNotFound),
  fileId: idOf(documentMessages.fileNotFound),
});

export const serviceRequestsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/service-requests/hub",
    access: "user",
    handler: ({ services, actor, input }) => services.serviceRequests.hub(actor, typeof input.q === "string" ? input.q : ""),
  },
  {
    method: "GET",
    path: "/service-requests/service",
    access: "user",
    handler: ({ services, actor, input }) =>
      services.serviceRequests.service(actor, parseInput(askSchema, { service: input.service }).service),
  },
  {
    method: "POST",
    path: "/service-requests/create",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { service, answers } = parseInput(askSchema, input);
      return services.serviceRequests.ask(actor, service, answers ?? {});
    },
  },
  {
    method: "POST",
    path: "/service-requests/document",
    access: "user",
    handler: ({ services, actor, input }) => services.serviceRequests.attachDocument(actor, parseInput(documentSchema, input)),
  },
];
