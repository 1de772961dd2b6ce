// The group articles' /api calls, exactly as the spec's §7 names them. Each parses its input at this
// edge and calls the service.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  articleRefSchema,
  createArticleSchema,
  editArticleSchema,
  findByGroupSchema,
  findForPostSchema,
  getArticleSchema,
} from "../schema-articles";

export const articlesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/articles/find-by-group",
    access: "user",
    handler: ({ services, actor, input }) => services.groupArticles.findByGroup(actor, parseInput(findByGroupSchema, input)),
  },
  {
    method: "GET",
    path: "/articles/get",
    access: "user",
    handler: ({ services, actor, input }) => services.groupArticles.get(actor, parseInput(getArticleSchema, input)),
  },
  {
    method: "POST",
    path: "/articles/create",
    access: "user",
    handler: ({ services, actor, input }) => services.groupArticles.create(actor, parseInput(createArticleSchema, input)),
  },
  {
    method: "POST",
    path: "/articles/edit",
    access: "user",
    handler: ({ services, actor, input }) => services.groupArticles.edit(actor, parseInput(editArticleSchema, input)),
  },
  {
    method: "POST",
    path: "/articles/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      await services.groupArticles.remove(actor, parseInput(articleRefSchema, input));
      return null;
    },
  },
  {
    method: "GET",
    path: "/articles/find-for-post",
    access: "user",
    handler: ({ services, actor, input }) => services.groupArticles.findForPost(actor, parseInput(findForPostSchema, input).groupId),
  },
];
