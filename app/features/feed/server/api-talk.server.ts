// The /api calls of comments, comment likes and stickers (spec part 2 §7 "Comments and stickers",
// paths as there: Express matches them with or without the trailing slash the spec writes on
// /posts/comments/list/, /stickers/add/ and /stickers/delete/), and of thanks (ours).
import type { ApiContext, ApiRoute } from "~/platform/api.server";
import type { Services } from "~/platform/services";

type Call = (services: Services, ctx: ApiContext) => Promise<unknown>;
const route = (method: "GET" | "POST", path: string, call: Call): ApiRoute => ({
  method,
  path,
  access: "user",
  handler: (ctx) => call(ctx.services, ctx),
});

export const talkApi: ApiRoute[] = [
  route("POST", "/posts/comments/create", (s, { actor, input }) => s.postComments.create(actor, input)),
  route("POST", "/posts/comments/edit", (s, { actor, input }) => s.postComments.edit(actor, input)),
  route("POST", "/posts/comments/delete", (s, { actor, input }) => s.postComments.remove(actor, input)),
  route("POST", "/posts/comments/recovery", (s, { actor, input }) => s.postComments.recover(actor, input)),
  route("GET", "/posts/comments/list", (s, { actor, input }) => s.postComments.list(actor, input)),
  route("POST", "/posts/comments/likes/add-remove", (s, { actor, input }) => s.postComments.like(actor, input)),
  route("GET", "/posts/comments/likes/list", (s, { actor, input }) => s.postComments.likes(actor, input)),
  route("POST", "/stickers/add", (s, { actor, input }) => s.stickers.add(actor, input)),
  route("GET", "/stickers/list", (s, { actor }) => s.stickers.list(actor)),
  route("POST", "/stickers/delete", (s, { actor, input }) => s.stickers.remove(actor, input)),
  route("GET", "/thanks/list", (s, { actor, input }) => s.thanks.list(actor, input)),
  route("GET", "/thanks/get", (s, { actor, input }) => s.thanks.get(actor, input)),
  route("POST", "/thanks/create", (s, { actor, input }) => s.thanks.create(actor, input)),
  route("POST", "/thanks/delete", (s, { actor, input }) => s.thanks.remove(actor, input)),
];
