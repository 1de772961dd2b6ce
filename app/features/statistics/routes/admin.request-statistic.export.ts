// GET /admin/request-statistic/export?<the page's period>: the page's figures as CSV (server/pages.server.ts).
export { requestStatisticExportLoader as loader } from "../server/pages.server";
