// The feed's demo (issue #12 point 15) as a fresh `npm start` shows it: 60 news posts with one pinned and
// one deleted, pictures, documents, video links and polls, one deferred post, three offers, about 300
// comments and 1,500 likes, 12 stickers and 10 thanks; every counter equal to its rows, and each demo
// account notified of a thanks that links to it; the published posts in the portal search from the first
// start. SQLite and PostgreSQL.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import { actingAs } from "~/platform/actor";

describe.each(await dialects())("the feed's demo on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const number = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) => Number((await query.executeTakeFirstOrThrow()).n);

  it("has the issue's sizes", async () => {
    const db = portal.db.kysely;
    const posts = await db.selectFrom("posts").select(["status", "is_delete", "fixed_flag"]).where("group_id", "is", null).execute();
    const published = posts.filter((p) => p.status === "PUBLISHED");
    expect(published).toHaveLength(60);
    expect(published.filter((p) => p.fixed_flag === 1)).toHaveLength(1);
    expect(published.filter((p) => p.is_delete === 1)).toHaveLength(1);
    expect(posts.filter((p) => p.status === "DEFERRED")).toHaveLength(1);
    expect(posts.filter((p) => p.status === "OFFERED")).toHaveLength(3);
    const likes = await number(db.selectFrom("post_likes").select(sql`count(*)`.as("n")));
    expect(likes).toBeGreaterThanOrEqual(1300);
    expect(likes).toBeLessThanOrEqual(1700);
    const comments = await number(db.selectFrom("post_comments").select(sql`count(*)`.as("n")));
    expect(comments).toBeGreaterThanOrEqual(250);
    expect(comments).toBeLessThanOrEqual(350);
    const files = await db.selectFrom("post_files").select(["kind", "file_id", "link"]).execute();
    expect(files.filter((f) => f.kind === "IMAGE" && f.file_id !== null).length).toBeGreaterThanOrEqual(4);
    expect(files.filter((f) => f.kind === "DOCUMENT" && f.file_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.kind === "VIDEO" && f.link !== null).length).toBeGreaterThanOrEqual(2);
    expect(await number(db.selectFrom("polls").select(sql`count(*)`.as("n")))).toBeGreaterThanOrEqual(2);
    expect(await number(db.selectFrom("stickers").select(sql`count(*)`.as("n")))).toBe(12);
    expect(await number(db.selectFrom("thanks").select(sql`count(*)`.as("n")))).toBe(10);
  });

  it("keeps every counter equal to its rows", async () => {
    const db = portal.db.kysely;
    const wrong = await db
      .selectFrom("posts as p")
      .select("p.id")
      .where((eb) =>
        eb.or([
          eb(
            "p.like_count",
            "!=",
            eb
              .selectFrom("post_likes as l")
              .select(sql<number>`count(*)`.as("n"))
              .whereRef("l.post_id", "=", "p.id"),
          ),
          eb(
            "p.views_count",
            "!=",
            eb
              .selectFrom("post_views as v")
              .select(sql<number>`count(*)`.as("n"))
              .whereRef("v.post_id", "=", "p.id"),
          ),
          eb(
            "p.comment_count",
            "!=",
            eb
              .selectFrom("post_comments as c")
              .select(sql<number>`count(*)`.as("n"))
              .whereRef("c.post_id", "=", "p.id")
              .where("c.is_delete", "=", 0),
          ),
        ]),
      )
      .execute();
    expect(wrong).toEqual([]);
    const polls = await db
      .selectFrom("polls as pl")
      .select("pl.id")
      .where((eb) =>
        eb(
          "pl.total_count",
          "!=",
          eb
            .selectFrom("poll_voters as pv")
            .select(sql<number>`count(*)`.as("n"))
            .whereRef("pv.poll_id", "=", "pl.id"),
        ),
      )
      .execute();
    expect(polls).toEqual([]);
    const answers = await db
      .selectFrom("poll_answers as a")
      .select("a.poll_id")
      .where((eb) =>
        eb(
          "a.quantity",
          "!=",
          eb
            .selectFrom("poll_votes as pv")
            .select(sql<number>`count(*)`.as("n"))
            .whereRef("pv.poll_id", "=", "a.poll_id")
            .whereRef("pv.idx", "=", "a.idx"),
        ),
      )
      .execute();
    expect(answers).toEqual([]);
  });

  it("indexes the demo's published posts in the portal search at the first start, news and group posts", async () => {
    const db = portal.db.kysely;
    // Nothing delivered from the outbox here: the engine built the empty index whole at start.
    const indexed = await db.selectFrom("search_items").select("object_id").where("index_name", "=", "POST").execute();
    const published = await db.selectFrom("posts").select("id").where("status", "=", "PUBLISHED").where("is_delete", "=", 0).execute();
    expect(indexed.map((r) => r.object_id).sort((a, b) => a - b)).toEqual(published.map((r) => r.id).sort((a, b) => a - b));
    expect(published.length).toBeGreaterThan(60);
    const reader = (await db.selectFrom("users").select("id").where("phone", "=", DEMO_ACCOUNTS[2]!.phone).executeTakeFirstOrThrow()).id;
    const found = await portal.services.search.find(actingAs(reader, []), { indexName: "POST", query: "инвентаризации складов" });
    expect((found.objects as { title: string | null }[]).map((o) => o.title)).toContain("Инвентаризация на складе");
  });

  it("notifies each demo account of a thanks, linking to it", async () => {
    const db = portal.db.kysely;
    for (const account of DEMO_ACCOUNTS.slice(0, 3)) {
      const user = await db.selectFrom("users").select("id").where("phone", "=", account.phone).executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("notifications")
        .select(["type", "variables"])
        .where("user_id", "=", user.id)
        .where("type", "=", "THANKS")
        .execute();
      expect(rows).toHaveLength(1);
      const link = portal.services.notifications.linkOf({ type: "THANKS", variables: JSON.parse(rows[0]!.variables) }, user.id);
      const thanks = await db.selectFrom("thanks").select("id").where("to_user_id", "=", user.id).execute();
      expect(thanks.map((t) => `/thanks/${t.id}`)).toContain(link);
    }
  });
});
