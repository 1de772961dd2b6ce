// The logs' /api calls (ours: the spec names the pages only), in the envelope: the same pages of entries, filters
// and refusals as /admin/logi and /admin/ts-logs. Nothing here (or anywhere) edits or deletes an entry.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { auditFilterSchema, retentionSchema, techFilterSchema } from "../schema";

export const logsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/admin/logi/list",
    access: "user",
    handler: ({ services, actor, input }) => services.logs.audit(actor, parseInput(auditFilterSchema, input)),
  },
  {
    method: "GET",
    path: "/admin/ts-logs/list",
    access: "user",
    handler: ({ services, actor, input }) => services.logs.tech(actor, parseInput(techFilterSchema, input)),
  },
  {
    method: "POST",
    path: "/admin/logi/retention",
    access: "user",
    async handler({ services, actor, input }) {
      await services.logs.setRetention(actor, parseInput(retentionSchema, input).days);
      return { days: await services.logs.retentionDays() };
    },
  },
];
