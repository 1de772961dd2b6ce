// The rights' /api calls (ours: the spec shows none for /admin/rights), in the envelope. Every one is the
// rights pages' own reading and change, through the users feature's role groups, with the same refusals.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { grantCallSchema, groupQuerySchema, revokeCallSchema, versionOf } from "../schema";

export const rightsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/role-group/list",
    access: "user",
    handler: ({ services, actor }) => services.roleGroups.summaries(actor),
  },
  {
    method: "GET",
    path: "/role-group/get",
    access: "user",
    handler: ({ services, actor, input }) => services.roleGroups.group(actor, parseInput(groupQuerySchema, input).type),
  },
  {
    method: "GET",
    path: "/role-group/holders",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { type, afterId, pageSize } = parseInput(groupQuerySchema, input);
      return services.roleGroups.holders(actor, type, { afterId, limit: pageSize });
    },
  },
  {
    method: "POST",
    path: "/role-group/grant",
    access: "user",
    async handler({ services, actor, input }) {
      const { type, subject, objectId, withSubdepartments, version } = parseInput(grantCallSchema, input);
      await services.roleGroups.grant(actor, type, { subject, objectId, withSubdepartments }, versionOf(version));
      return services.roleGroups.group(actor, type);
    },
  },
  {
    method: "POST",
    path: "/role-group/revoke",
    access: "user",
    async handler({ services, actor, input }) {
      const { type, grantId, version } = parseInput(revokeCallSchema, input);
      await services.roleGroups.revoke(actor, type, grantId, versionOf(version));
      return services.roleGroups.group(actor, type);
    },
  },
];
