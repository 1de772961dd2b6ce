// О компании's /api calls (ours: the spec names the pages, not their calls), answered in the envelope
// {responseCode, response, errorMessage} by the router; payloads in the feature's api.md.
import type { ApiRoute } from "~/platform/api.server";
import { companyPagesInputs as parse } from "./inputs.server";

export const companyPagesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/company-pages/get",
    access: "user",
    handler: ({ services, actor, input }) => services.companyPages.page(actor, parse.page(actor, input)),
  },
  {
    method: "POST",
    path: "/company-pages/save",
    access: "user",
    handler: ({ services, actor, input }) => services.companyPages.save(actor, parse.save(actor, input)),
  },
  {
    method: "GET",
    path: "/company-pages/versions",
    access: "user",
    handler: ({ services, actor, input }) => services.companyPages.versions(actor, parse.versions(actor, input)),
  },
  {
    method: "GET",
    path: "/company-pages/version",
    access: "user",
    handler: ({ services, actor, input }) => services.companyPages.version(actor, parse.version(actor, input)),
  },
  {
    method: "POST",
    path: "/company-pages/restore",
    access: "user",
    handler: ({ services, actor, input }) => services.companyPages.restore(actor, parse.version(actor, input)),
  },
  {
    method: "GET",
    path: "/competences/list",
    access: "user",
    handler: ({ services, actor }) => services.competences.list(actor),
  },
  {
    method: "POST",
    path: "/competences/add",
    access: "user",
    handler: ({ services, actor, input }) => services.competences.add(actor, parse.addCompetence(actor, input)),
  },
  {
    method: "POST",
    path: "/competences/update",
    access: "user",
    handler: ({ services, actor, input }) => services.competences.update(actor, parse.updateCompetence(actor, input)),
  },
  {
    method: "POST",
    path: "/competences/move",
    access: "user",
    handler: ({ services, actor, input }) => services.competences.move(actor, parse.moveCompetence(actor, input)),
  },
  {
    method: "POST",
    path: "/competences/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.competences.remove(actor, parse.removeCompetence(actor, input)),
  },
];
