// Where a notification leads, by its type (client-safe). Types whose pages do not exist yet lead nowhere.
import { guideUrl } from "~/components/guide/urls";
import type { NotificationVariable } from "./notifications.server";

export function notificationLink(type: string, variables: NotificationVariable[]): string | null {
  const objectId = variables[0]?.objectId;
  if (type === "WIKI_GUIDE" && objectId) return guideUrl.permalink(objectId);
  return null;
}
