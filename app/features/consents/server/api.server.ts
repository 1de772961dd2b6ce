// The consents' /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same list, person and text as /admin/personal-accept, and the acceptance /consent posts.
// The calls are never held back by a version waiting to be accepted: only the shell's pages are (api.md).
import type { ApiRoute } from "~/platform/api.server";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { acceptSchema, consentFilterSchema, personQuerySchema, publishSchema } from "../schema";
import { requireConsentReader, requireTextPublisher } from "./consents.server";

export const consentsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/personal-accept/list",
    access: "user",
    handler: ({ services, actor, input }) => {
      // Who asks is checked before what: a refusal names the missing right whatever the input.
      requireConsentReader(actor);
      return services.consents.list(actor, parseInput(consentFilterSchema, input));
    },
  },
  {
    method: "GET",
    path: "/personal-accept/user",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireConsentReader(actor);
      return services.consents.person(actor, parseInput(personQuerySchema, input).id);
    },
  },
  {
    // Public: the registration dialog shows it before anyone is signed in.
    method: "GET",
    path: "/personal-accept/text",
    access: "public",
    handler: ({ services }) => services.consents.currentText(),
  },
  {
    method: "POST",
    path: "/personal-accept/text",
    access: "user",
    handler: ({ services, actor, input, clientIp, userAgent }) => {
      requireTextPublisher(actor);
      return services.consents.publish(actor, parseInput(publishSchema, input).body, { ip: clientIp, userAgent });
    },
  },
  {
    method: "POST",
    path: "/personal-accept/accept",
    access: "user",
    handler: ({ services, actor, input, clientIp, userAgent }) => {
      requireUser(actor);
      const { version } = parseInput(acceptSchema, input);
      return services.consents.accept(actor, { ip: clientIp, userAgent }, version);
    },
  },
];
