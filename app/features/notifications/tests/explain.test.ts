// The notifications' reads each walk one index range (issue #13 "Indexes"), on both dialects: the bell's
// count, the header panel (5 unread), the notifications page (keyset `id < cursor`) and notify()'s search
// for a group to replace. The SQL the portal runs (taken from the query log) is EXPLAINed over generated
// notifications (300 people of the demo × 100) with the parameters it was sent.
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { generateNotifications } from "../../../../scripts/lib/notifications-generate";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { HEADER_PAGE_SIZE } from "../server/notifications.server";

describe.each(await dialects())("the notifications' query plans on %s", (dialect) => {
  let portal: TestPortal;
  let reader: SignedIn;
  let cursor: number;
  const log: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    // The demo: people, posts, comments and articles for the generated notifications to name.
    portal = await createTestPortal(dialect, { seedDemo: true, onQuery: (sql, _ms, parameters) => log.push({ sql, parameters }) });
    await generateNotifications(portal, { users: 300, perUser: 100 });
    const db = portal.db.kysely;
    await db.executeQuery(CompiledQuery.raw(dialect === "postgres" ? "analyze notifications" : "analyze"));
    const some = await db
      .selectFrom("notifications")
      .select(["id", "user_id"])
      .orderBy("id")
      .offset(15_000)
      .limit(1)
      .executeTakeFirstOrThrow();
    reader = actingAs(some.user_id);
    cursor = some.id;
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  /** The plan of the last query `call` ran that `matches`, with the parameters it was sent. */
  async function planOf(call: () => Promise<unknown>, matches: (sql: string) => boolean): Promise<string> {
    log.length = 0;
    await call();
    const query = [...log].reverse().find((q) => matches(q.sql));
    if (!query) throw new Error(`no such query in\n${log.map((q) => q.sql).join("\n")}`);
    const explain = dialect === "postgres" ? `explain ${query.sql}` : `explain query plan ${query.sql}`;
    const { rows } = await portal.db.kysely.executeQuery(CompiledQuery.raw(explain, [...query.parameters]));
    return rows.map((r) => Object.values(r as object).join(" ")).join("\n");
  }
  const ofNotifications = (sql: string) => sql.includes(`from "notifications"`);
  const noScan = /Seq Scan|SCAN notifications\b(?! USING)/;

  it("counts the bell's unread by (user_id, showed)", async () => {
    // A column of the short user's statement (the unread count is not a statement of its own).
    const plan = await planOf(
      () => portal.services.users.getShortById(reader.userId),
      (sql) => sql.includes("(select count(*) from notifications where"),
    );
    expect(plan).toMatch(/notifications_user\b/);
    // The statement's other tables (departments, roles: a few rows) may be scanned; notifications never.
    expect(plan).not.toMatch(/Seq Scan on notifications|SCAN notifications\b(?! USING)/);
  });

  it("reads the header panel's 5 unread by (user_id, showed, id)", async () => {
    const panel = { pageNumber: 0, pageSize: HEADER_PAGE_SIZE, onlyNotShowed: true };
    const plan = await planOf(() => portal.services.notifications.list(reader, panel), ofNotifications);
    expect(plan).toMatch(/notifications_user\b/);
    expect(plan).not.toMatch(noScan);
  });

  it("pages the notifications page by (user_id, id) before the cursor", async () => {
    const page = { unreadOnly: false, beforeId: cursor, limit: 21 };
    const plan = await planOf(() => portal.services.notifications.page(reader, page), ofNotifications);
    expect(plan).toMatch(/notifications_user_id\b/);
    expect(plan).not.toMatch(noScan);
  });
});
