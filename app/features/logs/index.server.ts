// The logs (issue #32 point 7): /admin/logi, the audit log of every change made through an admin page or an
// editor's right, and /admin/ts-logs, the technical events, each filtered, keyset-paged and exported to CSV,
// for the holders of ROLE_GET_LOG and administrators. The entries are the platform's (platform/audit.server.ts,
// written by the features in their own transactions); this feature reads them and keeps them to the retention
// setting, purging in short batches at start and once a day.
import { defineFeature } from "~/platform/feature";
import { LOG_READER_ROLES } from "./policy";
import { createLogs } from "./server/logs.server";
import { logsApi } from "./server/api.server";
import { logs as t } from "./messages";

export const logsFeature = defineFeature({
  name: "logs",
  services: (deps) => ({ logs: createLogs(deps) }),
  api: logsApi,
  adminPages: [
    { path: "/admin/logi", section: "statistics", roles: [...LOG_READER_ROLES], title: t.auditTitle, hint: t.auditHint },
    { path: "/admin/ts-logs", section: "statistics", roles: [...LOG_READER_ROLES], title: t.techTitle, hint: t.techHint },
  ],
  start: ({ logs }) => logs.startRetention(),
  stop: async ({ logs }) => logs.stopRetention(),
});
