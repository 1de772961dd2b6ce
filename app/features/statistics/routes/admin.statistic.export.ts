// GET /admin/statistic/export?<the page's period>: the page's figures as CSV (server/pages.server.ts).
export { statisticExportLoader as loader } from "../server/pages.server";
