// Клуб партнёров's /api calls, answered in the envelope {responseCode, response, errorMessage} by the router.
import type { ApiRoute } from "~/platform/api.server";
import { clubInputs as parse } from "./inputs.server";

export const clubApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/club/list",
    access: "user",
    handler: ({ services, actor }) => services.club.list(actor),
  },
  {
    method: "POST",
    path: "/club/create",
    access: "user",
    handler: ({ services, actor, input }) => services.club.create(actor, parse.create(actor, input)),
  },
];
