// The claims' /api calls (issue #13 point 8; spec part 2 "/user-claims*", the rest ours). Each parses
// its input at this edge (parseInput: the text rule and the Russian field errors) and calls the engine.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  changeStatusSchema,
  claimRefSchema,
  commentSchema,
  createClaimSchema,
  historyQuerySchema,
  listQuerySchema,
  statusesQuerySchema,
} from "../schema";

export const claimsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/user-claims/get",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.get(actor, parseInput(claimRefSchema, input)),
  },
  {
    method: "GET",
    path: "/user-claims-v2/list-history",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.history(actor, parseInput(historyQuerySchema, input)),
  },
  {
    method: "GET",
    path: "/user-claims/status/list-history",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.statusHistory(actor, parseInput(historyQuerySchema, input)),
  },
  {
    method: "GET",
    path: "/user-claims/list-statuses",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.listStatuses(actor, parseInput(statusesQuerySchema, input)),
  },
  {
    method: "GET",
    path: "/user-claims/list-types-for-user",
    access: "user",
    handler: ({ services, actor }) => services.claims.listTypesForUser(actor),
  },
  {
    method: "GET",
    path: "/user-claims-v2/list-for-cur-user",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.listForCurUser(actor, parseInput(listQuerySchema, input)),
  },
  {
    method: "GET",
    path: "/user-claims-v2/list-for-approver",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.listForApprover(actor, parseInput(listQuerySchema, input)),
  },
  {
    method: "POST",
    path: "/user-claims/create",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.create(actor, parseInput(createClaimSchema, input)),
  },
  {
    method: "POST",
    path: "/user-claims/change-status",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.changeStatus(actor, parseInput(changeStatusSchema, input)),
  },
  {
    method: "POST",
    path: "/user-claims/comment",
    access: "user",
    handler: ({ services, actor, input }) => services.claims.comment(actor, parseInput(commentSchema, input)),
  },
];
