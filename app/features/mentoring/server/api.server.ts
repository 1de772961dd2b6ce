// Mentoring's /api calls (ours: the spec names the page only), in the envelope {responseCode, response,
// errorMessage}: the same mentors, requests, pairs and changes as the page (api.md). The domain parses.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { optionalIdOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { messages as t } from "../messages";

const pageQuery = z.object({ after: optionalIdOf(t.pairInvalid) });

export const mentoringApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/mentoring/mentors",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.mentors.list(actor, input),
  },
  { method: "GET", path: "/mentoring/topics", access: "user", handler: ({ services, actor }) => services.mentoring.mentors.topics(actor) },
  {
    method: "POST",
    path: "/mentoring/offer",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.mentors.saveOffer(actor, input).then(() => null),
  },
  { method: "GET", path: "/mentoring/mine", access: "user", handler: ({ services, actor }) => services.mentoring.pairs.mine(actor) },
  {
    method: "POST",
    path: "/mentoring/request",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.request(actor, input),
  },
  {
    method: "POST",
    path: "/mentoring/accept",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.accept(actor, input),
  },
  {
    method: "POST",
    path: "/mentoring/decline",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.decline(actor, input),
  },
  {
    method: "POST",
    path: "/mentoring/meeting",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.addMeeting(actor, input),
  },
  {
    method: "POST",
    path: "/mentoring/close",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.close(actor, input),
  },
  {
    method: "GET",
    path: "/mentoring/pairs",
    access: "user",
    handler: ({ services, actor, input }) => services.mentoring.pairs.all(actor, parseInput(pageQuery, input).after ?? null),
  },
];
