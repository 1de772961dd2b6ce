// Notifications (the bell, /notifications-v2), their engine and web-push tokens. Collects the
// notification types every feature produces (their manifests' notificationTypes); features write
// notifications with notify() in their outbox handlers.
import { defineFeature } from "~/platform/feature";
import { createNotifications } from "./server/notifications.server";
import { linkOf, registerNotificationTypes } from "./server/engine.server";
import { createPreferences } from "./server/preferences.server";
import { createWebPush } from "./server/webpush.server";
import { notificationsApi } from "./server/api.server";
import { webPushApi } from "./server/webpush-api.server";
import { seedNotifications, type DemoNotificationSources } from "./seed.server";
import { notificationTemplates } from "./messages.server";
import { createNotificationBus } from "./server/bus.server";
import { createLiveNotifications } from "./server/live.server";
import { createPushSender, pushConsumer, startPushKicks } from "./server/push.server";
import { migrations } from "./migrations";
import { ownNotificationFamilies } from "./families.server";

export { presentNotification, HEADER_PAGE_SIZE } from "./server/notifications.server";
export { notify, type NotificationVariable, type NotifyInput } from "./server/engine.server";
// The short user's unread count: the composition root passes it to the users feature, which this one imports.
export { unreadNotificationsOf } from "./server/unread.server";
// The administrator's people page: devices with push, and forgetting them when a person is blocked.
export { forgetPushDevices, pushDeviceCounts, pushDevicesOf } from "./server/push-devices.server";

export type { DemoNotificationSources } from "./seed.server";

/** The feature, built with the functions the composition root passes its demo seed (DemoNotificationSources). */
export function notificationsFeature(demoSources: DemoNotificationSources) {
  return defineFeature({
    name: "notifications",
    migrations,
    collects: true,
    services: (deps, _needs, { notificationTypes, notificationFamilies }) => {
      // The live count: one bus and one stream hub per portal (process); openPortal's close ends them.
      const bus = createNotificationBus(deps.database);
      // notify() publishes on this bus (engine.server.ts says why the engine's table and bus are module state).
      registerNotificationTypes(notificationTypes, { ...notificationFamilies, ...ownNotificationFamilies }, bus);
      const webPush = createWebPush(deps);
      const pushSender = createPushSender(deps.db, webPush.settings, webPush.keys);
      const push = pushConsumer(deps.now, pushSender);
      const stopKicks = startPushKicks(deps.db, deps.now, bus, push);
      return {
        webPush: {
          ...webPush,
          consumer: push,
          sender: pushSender,
          /** Stops delivering and sending (openPortal's close, before the database closes). */
          async stop() {
            await stopKicks();
            await pushSender.idle();
            pushSender.close();
          },
        },
        notifications: {
          ...createNotifications(deps, bus),
          ...createPreferences(deps),
          /** Where a notification leads its recipient `me` (null: nowhere), by its type's family. */
          linkOf,
          bus,
          live: createLiveNotifications({ db: deps.db, bus, linkOf }),
        },
      };
    },
    api: [...webPushApi, ...notificationsApi],
    consumers: (own) => [own.webPush.consumer],
    // Streams first (they read the database and hear the bus), then the pushes, then the bus's connection.
    async stop(own) {
      await own.notifications.live.close();
      await own.webPush.stop();
      await own.notifications.bus.close();
    },
    // The portal's own messages (family SYSTEM: they lead nowhere).
    notificationTypes: { SYSTEM_WELCOME: { family: "SYSTEM", template: notificationTemplates.welcome } },
    seed: (context) => seedNotifications(context, demoSources),
  });
}
