// GET /admin/ts-logs/export?<the page's filters>: the technical events as CSV (server/pages.server.ts).
export { techExportLoader as loader } from "../server/pages.server";
