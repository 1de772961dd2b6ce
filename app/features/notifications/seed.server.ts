// Demo notifications for an empty database.
import type { SeedContext } from "~/platform/feature";

/**
 * A few notifications for every demo account with a password, an hour apart. (Thanks notify for real:
 * the feed's demo thanks the demo accounts through its use case.)
 */
export async function seedNotifications({ deps: { db, now } }: SeedContext): Promise<void> {
  const demoUsers = await db.selectFrom("users").select("id").where("password_hash", "is not", null).execute();
  const samples = [
    { type: "SYSTEM", text: "Добро пожаловать на портал сотрудников! Заполните профиль, чтобы коллеги могли вас найти." },
    {
      type: "POST_NEW",
      text: "В группе {group} новая публикация: график работы в праздничные дни",
      variables: [{ text: "Новости компании", objectId: 1 }],
    },
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
