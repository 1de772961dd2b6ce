// The hall of fame's demo data for an empty database: this year's board and a nomination board, with the demo
// accounts and the first generated employees on them (their avatars stand in for photos).
import type { SeedContext } from "~/platform/feature";
import { demoBoards } from "./seed-texts.server";

export async function seedWalkfame({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now().toISOString();
  const year = now().getUTCFullYear();
  const author = await demoUserId(accounts[0]?.phone ?? "");
  const demo = await Promise.all(accounts.map((a) => demoUserId(a.phone)));
  const others = await db
    .selectFrom("users")
    .select("id")
    .where("id", "not in", demo.length > 0 ? demo : [0])
    .orderBy("id")
    .limit(5)
    .execute();
  const people = [...demo.slice(1), ...others.map((o) => o.id)];
  let next = 0;
  for (const board of demoBoards) {
    const row = await db
      .insertInto("walkfame_boards")
      .values({
        title: board.title,
        year,
        nomination: board.nomination,
        description: board.description,
        created_at: at,
        updated_at: at,
        created_by: author,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = board.stories.flatMap((story) => {
      const userId = people[next++ % Math.max(people.length, 1)];
      return userId === undefined ? [] : [{ board_id: row.id, user_id: userId, story, created_at: at, updated_at: at }];
    });
    if (rows.length > 0) await db.insertInto("walkfame_people").values(rows).execute();
  }
}
