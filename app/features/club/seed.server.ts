// Клуб партнёров's demo data for an empty database: a couple of items by the demo administrator.
import type { SeedContext } from "~/platform/feature";

export async function seedClub({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const author = await demoUserId(accounts[0]?.phone ?? "");
  const at = now().getTime();
  await db
    .insertInto("club_items")
    .values([
      { title: "Первая запись раздела", created_at: new Date(at - 60_000).toISOString(), created_by: author },
      { title: "Вторая запись раздела", created_at: new Date(at).toISOString(), created_by: author },
    ])
    .execute();
}
