// `npm run generate -- notifications`'s generator (scripts/lib/notifications-generate.ts; the CLI is a
// thin wrapper) on SQLite and PostgreSQL: per-user rows for the first N active people, of registered
// types whose objects exist, each person's ids following their dates, the newest twentieth unread.
import { afterAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { generateNotifications } from "../../scripts/lib/notifications-generate";
import { boundNamesOf, registeredTypes } from "../../app/features/notifications/server/engine.server";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../helpers/portal";

const portals: TestPortal[] = [];
afterAll(async () => {
  for (const portal of portals) await portal.dispose();
});

describe.each(await dialects())("npm run generate -- notifications on %s", (dialect) => {
  it("writes --per-user notifications for --users people, naming real objects, newest unread", { timeout: 60_000 }, async () => {
    const portal = await createTestPortal(dialect);
    portals.push(portal);
    const people = [];
    for (let i = 0; i < 4; i++) people.push((await createPerson(portal)).id);
    const db = portal.db.kysely;
    const { id: thanksId } = await db
      .insertInto("thanks")
      .values({ from_user_id: people[0]!, to_user_id: people[1]!, text: "Спасибо", created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();

    const report = await generateNotifications(portal, { users: 3, perUser: 1_500 });
    expect(report).toMatchObject({ users: 3, rows: 4_500 });
    // Every type whose placeholders name what the database holds (people, this thanks, none at all), and none
    // that names a post, comment or article: there are none here.
    expect(report.types).toEqual(expect.arrayContaining(["SYSTEM_WELCOME", "THANKS"]));
    for (const type of report.types) {
      expect(
        boundNamesOf(registeredTypes().get(type)!).every((name) => name === "user" || name === "thanks"),
        type,
      ).toBe(true);
    }
    const rows = await db.selectFrom("notifications").select(["id", "user_id", "type", "object_id", "showed", "create_date"]).execute();
    expect(rows).toHaveLength(4_500);
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set(people.slice(0, 3)));
    for (const r of rows.filter((x) => x.type === "THANKS")) expect(r.object_id).toBe(thanksId);
    for (const userId of people.slice(0, 3)) {
      const own = rows.filter((r) => r.user_id === userId).sort((a, b) => a.id - b.id);
      expect(own.map((r) => r.create_date)).toEqual(own.map((r) => r.create_date).sort());
      expect(own.filter((r) => r.showed === 0)).toHaveLength(75);
      expect(own.slice(-75).every((r) => r.showed === 0)).toBe(true);
    }
    const actor = actingAs(people[0]!);
    const list = await portal.services.notifications.list(actor, { pageNumber: 0, pageSize: 100, onlyNotShowed: false });
    expect(list.filter((n) => n.type === "THANKS").every((n) => n.link === `/thanks/${thanksId}`)).toBe(true);
  });
});
