// The portal's statistics (issue #33 point 4): /admin/statistic (activity, sign-ins, sections, the feed, push
// devices) and /admin/request-statistic (claims and service requests), for ROLE_GET_LOG and administrators,
// with their CSV exports and /api calls. What is counted is told by the server (app/platform/activity.server.ts)
// to this feature's recorder, which writes per-day aggregates in batches and keeps them to a retention setting.
import { defineFeature } from "~/platform/feature";
import type { ClaimsService } from "~/features/claims/index.server";
import { STATISTICS_READERS } from "./policy";
import { createStatistics } from "./server/statistics.server";
import { statisticsApi } from "./server/api.server";
import { statistics as t } from "./messages";
import { migrations } from "./migrations";
import { seedStatistics } from "./seed.server";

export type { StatisticsService } from "./server/statistics.server";

export const statisticsFeature = defineFeature({
  name: "statistics",
  migrations,
  needs: ["claims"],
  services: (deps, needs: { claims: ClaimsService }) => ({ statistics: createStatistics(deps, needs) }),
  api: statisticsApi,
  activityObservers: ({ statistics }) => [statistics.recorder],
  seed: seedStatistics,
  adminPages: [
    { path: "/admin/statistic", section: "statistics", roles: [...STATISTICS_READERS], title: t.title, hint: t.hint },
    {
      path: "/admin/request-statistic",
      section: "statistics",
      roles: [...STATISTICS_READERS],
      title: t.requestsTitle,
      hint: t.requestsHint,
    },
  ],
  start: ({ statistics }) => statistics.recorder.start(),
  stop: ({ statistics }) => statistics.recorder.stop(),
});
