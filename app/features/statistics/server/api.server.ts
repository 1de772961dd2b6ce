// The statistics' /api calls (ours: the spec names the pages only), in the envelope: the same figures as
// /admin/statistic and /admin/request-statistic for a period (from, to: dd.mm.yyyy or yyyy-mm-dd; the last 30
// days when left out) and a department with its sub-departments. api.md describes them.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { periodSchema } from "../schema";

export const statisticsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/statistic/summary",
    access: "user",
    handler: ({ services, actor, input }) => services.statistics.summary(actor, parseInput(periodSchema, input)),
  },
  {
    method: "GET",
    path: "/request-statistic/summary",
    access: "user",
    handler: ({ services, actor, input }) => services.statistics.requests(actor, parseInput(periodSchema, input)),
  },
];
