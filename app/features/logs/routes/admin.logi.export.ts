// GET /admin/logi/export?<the page's filters>: the audit log as CSV (server/pages.server.ts).
export { auditExportLoader as loader } from "../server/pages.server";
