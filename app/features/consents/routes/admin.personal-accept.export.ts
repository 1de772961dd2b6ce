// GET /admin/personal-accept/export?<the page's filters>: the consents (or the people who have not accepted the
// current version) as CSV, streamed (server/pages.server.ts).
export { exportLoader as loader } from "../server/pages.server";
