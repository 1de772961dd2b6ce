// The notifications' client-safe exports for the shell (index.server.ts: manifest and server code).
export { enhanceNotificationForms } from "./ui/read-rows.client";
export { refreshBellPanel } from "./ui/bell-panel.client";
