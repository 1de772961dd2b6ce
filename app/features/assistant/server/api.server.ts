// Эмилия's /api calls (spec part 2 §7), answered in the envelope {responseCode, response, errorMessage} by the
// router; the domain functions check the right and read the input (api.md describes the payloads).
import type { ApiRoute } from "~/platform/api.server";

export const assistantApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/emilia/image/list",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.listImages(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/image/add",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.addImage(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/image/edit",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.editImage(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/image/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.deleteImage(actor, input),
  },
  {
    method: "GET",
    path: "/emilia/phrase/list",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.listPhrases(actor, input),
  },
  {
    method: "GET",
    path: "/emilia/phrase/get",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.getPhrase(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/phrase/add",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.addPhrase(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/phrase/edit",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.editPhrase(actor, input),
  },
  {
    method: "POST",
    path: "/emilia/phrase/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.emilia.deletePhrase(actor, input),
  },
  { method: "GET", path: "/emilia/banner", access: "user", handler: ({ services, actor }) => services.emilia.banner(actor) },
];
