// The demo's group posts (groups' seed-posts.server.ts, run by the groups' seed): posts in «Бег и
// ЗОЖ», «Фотоклуб «Объектив»», the closed «Магазин на Невском» (pinned by its manager, the demo employee)
// and «Новости компании», with comments, as the feed's services wrote them; the demo employee's main feed
// shows her groups' posts, the closed shop's stay with its members. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import { actingAs, type SignedIn } from "~/platform/actor";

describe.each(await dialects())("the demo's group posts on %s", (dialect) => {
  let portal: TestPortal;
  const idOf = async (phone: string) =>
    (await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  const actor = async (index: number): Promise<SignedIn> => {
    const account = DEMO_ACCOUNTS[index]!;
    return actingAs(await idOf(account.phone), account.roles);
  };

  beforeAll(async () => {
    // The groups' seed writes their posts after the groups (seedGroupPostsDemo).
    portal = await createTestPortal(dialect, { seedDemo: true });
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("writes a handful of posts per group, pinned by whoever runs it, with comments and counters kept", async () => {
    const db = portal.db.kysely;
    const rows = await db
      .selectFrom("posts as p")
      .innerJoin("groups as g", "g.id", "p.group_id")
      .select(["g.name", "p.id", "p.fixed_flag", "p.comment_count", "p.author_id", "p.status"])
      .execute();
    const byGroup = (name: string) => rows.filter((r) => r.name === name);
    expect(byGroup("Бег и ЗОЖ")).toHaveLength(3);
    expect(byGroup("Фотоклуб «Объектив»")).toHaveLength(2);
    expect(byGroup("Магазин на Невском")).toHaveLength(2);
    expect(byGroup("Новости компании")).toHaveLength(2);
    expect(rows.every((r) => r.status === "PUBLISHED")).toBe(true);
    for (const name of ["Бег и ЗОЖ", "Магазин на Невском", "Новости компании"])
      expect(byGroup(name).filter((r) => r.fixed_flag === 1)).toHaveLength(1);
    const employee = await actor(2);
    expect(byGroup("Магазин на Невском").find((r) => r.fixed_flag === 1)?.author_id).toBe(employee.userId);
    const comments = await db
      .selectFrom("post_comments")
      .select(["post_id"])
      .where(
        "post_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    expect(comments.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.comment_count).toBe(comments.filter((c) => c.post_id === row.id).length);

    // The demo employee's main feed holds her groups' posts; the editor (not in the closed shop) never sees the shop's.
    const feed = await portal.services.feed.find(employee, { limit: 50 });
    const names = new Set(feed.content.flatMap((p) => (p.group ? [p.group.name] : [])));
    expect([...names].sort()).toEqual(["Бег и ЗОЖ", "Магазин на Невском", "Новости компании", "Фотоклуб «Объектив»"]);
    const editor = await actor(1);
    const shop = byGroup("Магазин на Невском")[0]!;
    await expect(portal.services.feed.get(editor, shop.id)).rejects.toMatchObject({ kind: "not_found" });
  });
});
