// Notifications (the bell, /notifications-v2) and web-push tokens. Collects where each feature's
// notification types lead (their manifests' notificationLinks).
import { defineFeature, type SeedContext } from "~/platform/feature";
import { createNotifications, type NotificationView } from "./server/notifications.server";
import { createWebPush } from "./server/webpush.server";
import { notificationsApi } from "./server/api.server";
import { webPushApi } from "./server/webpush-api.server";

/** A few notifications for every demo account with a password, an hour apart. */
async function seedNotifications({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = await demoUserId(accounts[0]?.phone ?? "");
  const demoUsers = await db.selectFrom("users").select("id").where("password_hash", "is not", null).execute();
  const samples = [
    { type: "SYSTEM", text: "Добро пожаловать на портал сотрудников! Заполните профиль, чтобы коллеги могли вас найти." },
    { type: "THANKS", text: "{user} поблагодарила вас за помощь с инвентаризацией", variables: [{ text: "Анна Смирнова", objectId: admin }] },
    { type: "POST_NEW", text: "В группе {group} новая публикация: график работы в праздничные дни", variables: [{ text: "Новости компании", objectId: 1 }] },
  ];
  for (const user of demoUsers) {
    for (const [k, sample] of samples.entries()) {
      await db
        .insertInto("notifications")
        .values({
          user_id: user.id,
          type: sample.type,
          text: sample.text,
          variables: JSON.stringify(sample.variables ?? []),
          create_date: new Date(now().getTime() - (samples.length - k) * 3600_000).toISOString(),
        })
        .execute();
    }
  }
}

export const notificationsFeature = defineFeature({
  name: "notifications",
  collects: true,
  services: (deps, _needs, { notificationLinks }) => ({
    webPush: createWebPush(deps),
    notifications: {
      ...createNotifications(deps),
      /** Where a notification leads (null: nowhere yet), from the link its type's feature declared. */
      linkOf: (n: Pick<NotificationView, "type" | "variables">) => notificationLinks[n.type]?.(n.variables) ?? null,
    },
  }),
  api: [...webPushApi, ...notificationsApi],
  seed: seedNotifications,
});
