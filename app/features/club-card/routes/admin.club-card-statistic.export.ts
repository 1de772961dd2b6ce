// GET /admin/club-card-statistic/export?<the page's period>: the page's figures as CSV (server/statistic-pages.server.ts).
export { statisticExportLoader as loader } from "../server/statistic-pages.server";
