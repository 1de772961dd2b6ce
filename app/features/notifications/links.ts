// Where a notification leads, by its type (client-safe). Types whose pages do not exist yet lead nowhere.
import { guideUrl } from "~/features/guide/ui/urls";
import type { NotificationVariable } from "./server/notifications.server";

export function notificationLink(type: string, variables: NotificationVariable[]): string | null {
  const objectId = variables[0]?.objectId;
  if (type === "WIKI_GUIDE" && objectId) return guideUrl.permalink(objectId);
  return null;
}
