// What other parts of the portal use of notifications in the browser: the row the bell's panel shows.
export { NotificationRow, type NotificationRowData } from "./ui/notification-row";
