// `npm run feed:generate`'s generator (scripts/lib/feed-generate.ts, the CLI is a thin wrapper around it)
// at a tiny FEED_SCALE on SQLite and PostgreSQL: what it writes holds the sizes asked for, the skew (the
// most liked and most commented posts), counters equal to their rows, images pointing to a stored file,
// and a feed the reader walks by keyset without duplicates. A second run on the same database is refused.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { feedSizes, generateFeed, parseScale } from "../../scripts/lib/feed-generate";
import { createTestPortal, dialects, type TestPortal } from "../helpers/portal";

const SCALE = 0.002;

const portals: TestPortal[] = [];
afterAll(async () => {
  for (const portal of portals) await portal.dispose();
});

describe.each(await dialects())("npm run feed:generate on %s", (dialect) => {
  it("fills the feed at FEED_SCALE with consistent counters, and refuses a second run", { timeout: 60_000 }, async () => {
    const portal = await createTestPortal(dialect, { realClock: true });
    portals.push(portal);
    const sqliteFile = path.join(portal.dataDir, "portal.sqlite");
    const lines: string[] = [];
    const report = await generateFeed(portal, { scale: SCALE, sqliteFile, log: (line) => lines.push(line) });
    expect(lines.some((l) => /post_likes: [\d,]+ rows in [\d.]+ s/.test(l))).toBe(true);
    const sizes = feedSizes(SCALE);
    expect(report.sizes).toEqual(sizes);
    expect(report.databaseBytes).toBeGreaterThan(0);

    const db = portal.db.kysely;
    const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);

    expect(await count("select count(*) as n from users")).toBe(sizes.users);
    expect(await count("select count(*) as n from posts")).toBe(sizes.posts);
    expect(await count("select count(*) as n from post_likes")).toBe(sizes.likes);
    expect(await count("select count(*) as n from post_comments")).toBe(sizes.comments);
    expect(await count("select count(*) as n from polls")).toBe(sizes.polls);
    expect(await count("select count(*) as n from search_keys where kind = 'POST'")).toBe(sizes.posts);
    // Counters equal their rows, post by post and poll by poll.
    expect(
      await count("select count(*) as n from posts p where like_count <> (select count(*) from post_likes l where l.post_id = p.id)"),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from posts p where comment_count <> (select count(*) from post_comments c where c.post_id = p.id and c.is_delete = 0)",
      ),
    ).toBe(0);
    expect(await count("select count(*) as n from post_comments where is_delete = 1")).toBeGreaterThan(0);
    expect(
      await count("select count(*) as n from polls p where total_count <> (select count(*) from poll_voters v where v.poll_id = p.id)"),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from poll_answers a where quantity <> (select count(*) from poll_votes v where v.poll_id = a.poll_id and v.idx = a.idx)",
      ),
    ).toBe(0);
    expect(await count("select sum(total_count) as n from polls")).toBeGreaterThan(0);
    // The skew: one post liked by every generated person, one with the most comments.
    const top = (column: "like_count" | "comment_count") =>
      db.selectFrom("posts").select(["id", column]).orderBy(column, "desc").orderBy("id").limit(2).execute();
    const [mostLiked, nextLiked] = await top("like_count");
    expect(mostLiked).toEqual({ id: report.hotLikesPostId, like_count: sizes.hotLikes });
    expect(nextLiked!.like_count).toBeLessThan(sizes.hotLikes);
    const [mostCommented, nextCommented] = await top("comment_count");
    expect(mostCommented).toEqual({ id: report.hotCommentsPostId, comment_count: sizes.hotComments });
    expect(nextCommented!.comment_count).toBeLessThan(sizes.hotComments);
    // Images: post_files rows pointing to one stored image.
    const images = await db
      .selectFrom("post_files")
      .innerJoin("files", "files.id", "post_files.file_id")
      .select("files.storage_key")
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(sizes.imagePosts);
    const keys = [...new Set(images.map((i) => i.storage_key))];
    expect(keys).toHaveLength(1);
    expect(fs.existsSync(path.join(portal.dataDir, "files", keys[0]!.slice(0, 2), keys[0]!))).toBe(true);

    // A reader walks the whole feed by its cursor: every visible post once, the skewed ones on page 1.
    const at = new Date().toISOString();
    const reader = await db
      .insertInto("users")
      .values({ phone: "9555555555", name: "Вера", surname: "Читатель", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const actor = actingAs(reader.id);
    const firstPage = await portal.services.feed.find(actor, {});
    expect(firstPage.content).toHaveLength(20);
    expect(firstPage.content.map((p) => p.id)).toEqual(expect.arrayContaining([report.hotLikesPostId, report.hotCommentsPostId]));
    expect(firstPage.content.find((p) => p.id === report.hotCommentsPostId)!.comments).toHaveLength(3);
    const seen: number[] = [];
    for (let cursor = ""; ;) {
      const page = await portal.services.feed.find(actor, { cursor, limit: 50 });
      seen.push(...page.content.map((p) => p.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await count("select count(*) as n from posts where is_delete = 0"));

    // The same database again: refused, nothing added.
    await expect(generateFeed(portal, { scale: SCALE, sqliteFile })).rejects.toThrow("already holds a generated feed");
    expect(await count("select count(*) as n from posts")).toBe(sizes.posts);
  });
});

it("reads FEED_SCALE: unset is 1, a number in (0, 10], anything else refused", () => {
  expect(parseScale(undefined)).toBe(1);
  expect(parseScale("0.01")).toBe(0.01);
  for (const bad of ["lots", "0", "-1", "11", "NaN"]) expect(parseScale(bad)).toBeNull();
});
