// The club card's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the same card, uses, statistics and gate passes as the pages (api.md). The domain checks who
// may act; the input is read here with the schemas the pages' forms share.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf, optionalIdOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { gateMessages as g, serverMessages as r } from "../messages.server";
import { partnerIdSchema, periodSchema } from "../schema.server";

const holder = z.object({ userId: idOf(r.noPerson) });
const manage = z.object({ userId: idOf(r.noPerson), action: z.enum(["issue", "block", "unblock", "reissue"], { error: r.badIntent }) });
const decide = z.object({ id: idOf(g.noPass), decision: z.enum(["approve", "decline", "arrive"], { error: r.badIntent }) });
const after = z.object({ after: optionalIdOf(g.noPass) });
const dayQuery = z.object({ day: z.optional(z.string()), after: optionalIdOf(g.noPass) });

export const clubCardApi: ApiRoute[] = [
  { method: "GET", path: "/club-card/card", access: "user", handler: ({ services, actor }) => services.clubCard.cards.mine(actor) },
  {
    method: "GET",
    path: "/club-card/card-of",
    access: "user",
    handler: ({ services, actor, input }) => services.clubCard.cards.of(actor, parseInput(holder, input).userId),
  },
  {
    method: "POST",
    path: "/club-card/use",
    access: "user",
    handler: ({ services, actor, input }) => services.clubCard.cards.use(actor, parseInput(partnerIdSchema, input).partnerId),
  },
  {
    method: "POST",
    path: "/club-card/manage",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { userId, action } = parseInput(manage, input);
      const { cards } = services.clubCard;
      if (action === "issue") return cards.issueTo(actor, userId);
      if (action === "reissue") return cards.reissue(actor, userId);
      return cards.setBlocked(actor, userId, action === "block");
    },
  },
  {
    method: "GET",
    path: "/club-card/statistic",
    access: "user",
    handler: ({ services, actor, input }) => services.clubCard.statistic.figures(actor, parseInput(periodSchema, input)),
  },
  {
    method: "POST",
    path: "/club-card/gate/request",
    access: "user",
    handler: ({ services, actor, input }) => services.clubCard.gate.request(actor, input),
  },
  {
    method: "GET",
    path: "/club-card/gate/mine",
    access: "user",
    handler: ({ services, actor, input }) => services.clubCard.gate.mine(actor, parseInput(after, input).after ?? null),
  },
  {
    method: "GET",
    path: "/club-card/gate/day",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = parseInput(dayQuery, input);
      return services.clubCard.gate.day(actor, q.day ?? services.clubCard.gate.today(), q.after ?? null);
    },
  },
  {
    method: "POST",
    path: "/club-card/gate/decide",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { id, decision } = parseInput(decide, input);
      return services.clubCard.gate[decision](actor, id);
    },
  },
];
