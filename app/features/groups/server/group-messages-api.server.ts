// The /api calls of messages to a group's managers (issue #14 point 11; the spec's part 2 §7 paths).
// Each parses its input at this edge and calls the service.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { groupIdSchema } from "../schema";
import { completeMessageSchema, createMessageSchema, managerListSchema, messageRefSchema } from "../schema-messages";

const groupIdOf = (input: unknown) => parseInput(groupIdSchema, input).groupId;

export const groupMessagesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/services/group/message/check/permission",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.checkPermission(actor, groupIdOf(input)),
  },
  {
    method: "GET",
    path: "/services/group/message/check/admin/permission",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.checkAdminPermission(actor, groupIdOf(input)),
  },
  {
    method: "GET",
    path: "/groups/subjects/list",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.subjects(actor, groupIdOf(input)),
  },
  {
    method: "GET",
    path: "/services/group/message/resolution-type/list",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.resolutionTypes(actor, groupIdOf(input)),
  },
  {
    method: "POST",
    path: "/services/group/message/create",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.create(actor, parseInput(createMessageSchema, input)),
  },
  {
    method: "GET",
    path: "/services/group/message/list-for-manager",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.listForManager(actor, parseInput(managerListSchema, input)),
  },
  {
    method: "POST",
    path: "/services/group/message/to-work",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.toWork(actor, parseInput(messageRefSchema, input)),
  },
  {
    method: "POST",
    path: "/services/group/message/complete",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMessages.complete(actor, parseInput(completeMessageSchema, input)),
  },
];
