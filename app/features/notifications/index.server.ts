// Notifications (the bell, /notifications-v2) and web-push tokens. Collects where each feature's
// notification types lead (their manifests' notificationLinks).
import { defineFeature } from "~/platform/feature";
import { createNotifications, type NotificationView } from "./server/notifications.server";
import { createWebPush } from "./server/webpush.server";
import { notificationsApi } from "./server/api.server";
import { webPushApi } from "./server/webpush-api.server";
import { seedNotifications } from "./seed.server";
import { createNotificationBus } from "./server/bus.server";
import { createLiveNotifications } from "./server/live.server";

export { presentNotification, HEADER_PAGE_SIZE } from "./server/notifications.server";

export const notificationsFeature = defineFeature({
  name: "notifications",
  collects: true,
  services: (deps, _needs, { notificationLinks }) => {
    /** Where a notification leads (null: nowhere yet), from the link its type's feature declared. */
    const linkOf = (n: Pick<NotificationView, "type" | "variables">) => notificationLinks[n.type]?.(n.variables) ?? null;
    // The live count: one bus and one stream hub per portal (process); openPortal's close ends them.
    const bus = createNotificationBus(deps.database);
    return {
      webPush: createWebPush(deps),
      notifications: {
        ...createNotifications(deps, bus),
        linkOf,
        bus,
        live: createLiveNotifications({ db: deps.db, bus, linkOf }),
      },
    };
  },
  api: [...webPushApi, ...notificationsApi],
  seed: seedNotifications,
});
