// The /api calls of replies (issue #15 point 8; spec part 2 §7's paths): each parses its input at this
// edge with schema-replies.ts and calls the service. `claimId` is the vacancy's id (the spec's name).
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import { replyInputOf, recommendReplySchema, repliesQuerySchema, selfReplySchema } from "../schema-replies";

export const repliesApi: ApiRoute[] = [
  {
    method: "POST",
    path: "/vacancies/reply-internal-user",
    access: "user",
    handler: ({ services, actor, input }) => {
      const call = parseInput(selfReplySchema, input);
      return services.vacancyReplies.reply(requireUser(actor), replyInputOf("SELF", call.claimId, call, call.resumeId));
    },
  },
  {
    method: "POST",
    path: "/vacancies/reply",
    access: "user",
    handler: ({ services, actor, input }) => {
      const call = parseInput(recommendReplySchema, input);
      return services.vacancyReplies.reply(requireUser(actor), replyInputOf("RECOMMEND", call.claimId, call, call.resumeId));
    },
  },
  {
    method: "GET",
    path: "/vacancies/replies",
    access: "user",
    handler: ({ services, actor, input }) => services.vacancyReplies.list(actor, parseInput(repliesQuerySchema, input)),
  },
];
