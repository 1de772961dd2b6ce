// The groups' /api calls (issue #14 point 10, ours: the spec shows no group paths but the messages').
// Each parses its input at this edge and calls the service.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  createGroupSchema,
  deleteGroupSchema,
  groupIdSchema,
  groupRefSchema,
  listGroupsSchema,
  memberRefSchema,
  membersQuerySchema,
  resolveRequestSchema,
  setManagerSchema,
  updateGroupSchema,
} from "../schema";

export const groupsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/groups/list",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.list(actor, parseInput(listGroupsSchema, input)),
  },
  {
    method: "GET",
    path: "/groups/get",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.get(actor, parseInput(groupRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/groups/create",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.create(actor, parseInput(createGroupSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/update",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.update(actor, parseInput(updateGroupSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.remove(actor, parseInput(deleteGroupSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/subscribe",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.subscribe(actor, parseInput(groupIdSchema, input).groupId),
  },
  {
    method: "POST",
    path: "/groups/unsubscribe",
    access: "user",
    handler: ({ services, actor, input }) => services.groups.unsubscribe(actor, parseInput(groupIdSchema, input).groupId),
  },
  {
    method: "GET",
    path: "/groups/members",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMembers.members(actor, parseInput(membersQuerySchema, input)),
  },
  {
    method: "POST",
    path: "/groups/members/remove",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMembers.removeMember(actor, parseInput(memberRefSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/managers/set",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMembers.setManager(actor, parseInput(setManagerSchema, input)),
  },
  {
    method: "GET",
    path: "/groups/requests",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMembers.requests(actor, parseInput(groupIdSchema, input).groupId),
  },
  {
    method: "POST",
    path: "/groups/requests/resolve",
    access: "user",
    handler: ({ services, actor, input }) => services.groupMembers.resolve(actor, parseInput(resolveRequestSchema, input)),
  },
];
