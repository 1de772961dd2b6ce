// GET /activities/{id}/participants/export: the participants, then the waiting list, as CSV (server/pages.server.ts).
export { participantsExportLoader as loader } from "../server/pages.server";
