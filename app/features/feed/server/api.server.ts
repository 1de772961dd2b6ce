// The feed's /api calls (spec part 2 §7 "Posts"; ours: /posts/offers*). Each handler hands the request's
// JSON (or query) to the service, which checks the caller's rights and parses the input.
import type { ApiContext, ApiRoute } from "~/platform/api.server";
import type { FeedService } from "./feed.server";

type Call = (feed: FeedService, ctx: ApiContext) => Promise<unknown>;
const route = (method: "GET" | "POST", path: string, call: Call): ApiRoute => ({
  method,
  path,
  access: "user",
  handler: (ctx) => call(ctx.services.feed, ctx),
});

export const feedApi: ApiRoute[] = [
  route("POST", "/posts/create", (feed, { actor, input }) => feed.create(actor, input)),
  route("POST", "/posts/delayed/create", (feed, { actor, input }) => feed.createDelayed(actor, input)),
  route("GET", "/posts/get", (feed, { actor, input }) => feed.get(actor, input)),
  route("GET", "/posts/find", (feed, { actor, input }) => feed.find(actor, input)),
  route("POST", "/posts/views/add", (feed, { actor, input }) => feed.addView(actor, input)),
  route("POST", "/posts/delete", (feed, { actor, input }) => feed.remove(actor, input)),
  route("POST", "/posts/recovery", (feed, { actor, input }) => feed.recover(actor, input)),
  route("POST", "/posts/update", (feed, { actor, input }) => feed.update(actor, input)),
  route("POST", "/posts/delayed/update", (feed, { actor, input }) => feed.updateDelayed(actor, input)),
  route("POST", "/posts/likes/add-remove", (feed, { actor, input }) => feed.like(actor, input)),
  route("GET", "/posts/likes/list", (feed, { actor, input }) => feed.likes(actor, input)),
  route("POST", "/posts/offer-post", (feed, { actor, input }) => feed.offer(actor, input)),
  route("POST", "/posts/create-preview-post-video", (feed, { actor, input }) => feed.createVideoPreview(actor, input)),
  route("POST", "/posts/edit-preview-post-video", (feed, { actor, input }) => feed.editVideoPreview(actor, input)),
  route("POST", "/posts/set-fixed", (feed, { actor, input }) => feed.setFixed(actor, input)),
  route("GET", "/posts/offers", (feed, { actor, input }) => feed.offers(actor, input)),
  route("POST", "/posts/offers/publish", (feed, { actor, input }) => feed.publishOffer(actor, input)),
  route("POST", "/posts/offers/reject", (feed, { actor, input }) => feed.rejectOffer(actor, input)),
  route("POST", "/poll/answer", (feed, { actor, input }) => feed.answerPoll(actor, input)),
  route("GET", "/poll/get", (feed, { actor, input }) => feed.poll(actor, input)),
];
