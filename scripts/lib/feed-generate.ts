// The feed's large data set (issue #12 "Scale and speed"): at scale 1, 10,000 people, 100,000 company
// news posts over 3 years, 1,000,000 likes and 300,000 comments, skewed (one post liked by all 10,000,
// one with 5,000 comments, both among the newest so the first feed page carries them), a few polls with
// votes and posts with images (post_files rows pointing to one small stored image). Every counter
// (like_count, comment_count of comments not deleted, poll totals and quantities) is computed from the
// rows written. Deterministic (a seeded generator) apart from "now". Written on top of whatever the
// database holds (the demo data, usually) through bulkInsert: batched multi-row INSERTs in transactions.
import fs from "node:fs";
import { sql } from "kysely";
import sharp from "sharp";
import type { Portal } from "../../app/portal/open.server";
import { actingAs } from "../../app/platform/actor";
import { searchKey } from "../../app/shared/search-key";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import * as words from "./feed-content";
import { seededRandom } from "../../app/shared/random";

export interface FeedSizes {
  users: number;
  posts: number;
  likes: number;
  comments: number;
  /** Likes of the most liked post: every generated person. */
  hotLikes: number;
  /** Comments of the most commented post. */
  hotComments: number;
  polls: number;
  imagePosts: number;
}

/** The sizes at a scale (1 = the numbers); floors keep a tiny scale meaningful. */
export function feedSizes(scale: number): FeedSizes {
  const n = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  const users = n(10_000, 20);
  return {
    users,
    posts: n(100_000, 50),
    likes: n(1_000_000, 100),
    comments: n(300_000, 30),
    hotLikes: users,
    hotComments: n(5_000, 10),
    polls: n(100, 2),
    imagePosts: n(2_000, 3),
  };
}

/** FEED_SCALE: a number in (0, 10]; unset is 1. Null when malformed. */
export function parseScale(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return 1;
  const scale = Number(value);
  return Number.isFinite(scale) && scale > 0 && scale <= 10 ? scale : null;
}

/** A refusal to print as is (exit code 1). */
export class GenerateRefusal extends Error {}

export interface FeedReport {
  sizes: FeedSizes;
  hotLikesPostId: number;
  hotCommentsPostId: number;
  /** Generation only (not opening or migrating the database). */
  ms: number;
  /** The database's size after the load (SQLite file with its WAL, or pg_database_size). */
  databaseBytes: number;
}

/** The phone of the n-th generated person: 97 and 8 digits (the demo uses 900… and 916…). */
export const generatedPhone = (n: number) => `97${String(n).padStart(8, "0")}`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * `total` items over `n` slots, skewed (a Pareto-like weight per slot), none above `cap`; throws when
 * they cannot fit. Slots listed in `fixed` keep their given count and are left out of the spread.
 */
export function spread(total: number, n: number, cap: number, rnd: () => number, fixed: Map<number, number>): Int32Array {
  const counts = new Int32Array(n);
  let rest = total;
  for (const [slot, count] of fixed) {
    counts[slot] = count;
    rest -= count;
  }
  const free = n - fixed.size;
  if (rest < 0 || rest > free * cap) throw new GenerateRefusal(`Cannot place ${total} items over ${n} slots of at most ${cap}`);
  const weights = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (fixed.has(i)) continue;
    weights[i] = Math.pow(1 - rnd(), -0.6);
    sum += weights[i]!;
  }
  let placed = 0;
  for (let i = 0; i < n; i++) {
    if (fixed.has(i)) continue;
    counts[i] = Math.min(cap, Math.floor((weights[i]! / sum) * rest));
    placed += counts[i]!;
  }
  // What flooring and the cap left over: one more each, walking the slots from a random one.
  for (let i = Math.floor(rnd() * n); placed < rest; i = (i + 1) % n) {
    if (fixed.has(i) || counts[i]! >= cap) continue;
    counts[i]!++;
    placed++;
  }
  return counts;
}

const DAY = 24 * 3600_000;
const YEARS = 3;

/** Generates the set into the portal's database; refuses when it already holds one. */
export async function generateFeed(
  portal: Portal,
  options: { scale: number; sqliteFile: string; now?: Date; log?: (line: string) => void },
): Promise<FeedReport> {
  const { db } = portal;
  const log = options.log ?? (() => {});
  const sizes = feedSizes(options.scale);
  const already = await db.kysely.selectFrom("users").select("id").where("phone", "=", generatedPhone(0)).executeTakeFirst();
  if (already) throw new GenerateRefusal("The database already holds a generated feed (people with phones 97…): use a fresh one");
  const rnd = seededRandom(20261203);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const started = performance.now();
  const step = stepLogger(log);

  // People.
  const firstDate = now - YEARS * 365 * DAY;
  const joined = new Date(firstDate - DAY).toISOString();
  const users = (
    await addGeneratedPeople(db, { count: sizes.users, phoneOf: generatedPhone, rnd, joined, positions: words.POSITIONS })
  ).map((p) => p.id);
  step("users", users.length);

  // The plan of every post: its time, author, words and counters, before anything is written.
  const P = sizes.posts;
  const U = users.length;
  const hotLikes = P - 3;
  const hotComments = P - 2;
  const span = now - 3600_000 - firstDate;
  const dates = new Float64Array(P);
  for (let i = 0; i < P; i++) dates[i] = firstDate + ((i + rnd() * 0.9) / P) * span;
  const likes = spread(sizes.likes, P, sizes.hotLikes - 1, rnd, new Map([[hotLikes, sizes.hotLikes]]));
  const comments = spread(sizes.comments, P, sizes.hotComments - 1, rnd, new Map([[hotComments, sizes.hotComments]]));
  // Comments deleted (1 %, never on the most commented post): not in comment_count.
  const deletedComment = (post: number, n: number) => post !== hotComments && (post * 7919 + n * 104729) % 100 === 0;
  const liveComments = new Int32Array(P);
  for (let i = 0; i < P; i++) for (let n = 0; n < comments[i]!; n++) if (!deletedComment(i, n)) liveComments[i]!++;
  const writers = users.slice(0, Math.min(U, 300));
  const titles: string[] = [];
  const texts: string[] = [];
  const posts = function* (): Generator<Value[]> {
    for (let i = 0; i < P; i++) {
      const iso = new Date(dates[i]!).toISOString();
      const sentences = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(words.SENTENCES));
      titles.push(pick(words.TITLES));
      texts.push(sentences.join(" "));
      const deleted = i < P - 50 && rnd() < 0.003 ? 1 : 0;
      yield [pick(writers), titles[i]!, texts[i]!, "PUBLISHED", iso, deleted, likes[i]!, liveComments[i]!, iso, iso];
    }
  };
  const postColumns = [int("author_id"), text("title"), text("text"), text("status"), text("publish_date"), int("is_delete")];
  const { ids: postIds } = await bulkInsert(
    db,
    "posts",
    [...postColumns, int("like_count"), int("comment_count"), text("created_at"), text("updated_at")],
    posts(),
    { returning: true },
  );
  step("posts", postIds.length);

  // Search keys (the finder and /posts/find?searchString=): one per post, as writeSearchKey makes them.
  const keys = function* (): Generator<Value[]> {
    for (let i = 0; i < P; i++) {
      const source = `${titles[i]}\n${texts[i]}`;
      yield ["POST", postIds[i]!, source, searchKey(source)];
    }
  };
  step("search_keys", (await bulkInsert(db, "search_keys", [text("kind"), int("object_id"), text("source"), text("key")], keys())).count);

  // Images: one small stored image, attached 1 to 3 times to a few posts.
  const owner = actingAs(users[0]!);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4a7bb7" } })
    .png()
    .toBuffer();
  const image = await portal.services.files.saveUpload(owner, { fileType: "ATTACHMENT", originalFileName: "photo.png", bytes: png });
  const imageRows = function* (): Generator<Value[]> {
    for (let n = 0; n < sizes.imagePosts; n++) {
      const post = postIds[Math.floor(((n + 0.5) / sizes.imagePosts) * P)]!;
      for (let position = 0; position < 1 + (n % 3); position++) yield [post, "IMAGE", image.id, position];
    }
  };
  step(
    "post_files",
    (await bulkInsert(db, "post_files", [int("post_id"), text("kind"), int("file_id"), int("position")], imageRows())).count,
  );

  // A few polls, each answered by some people (one final vote each); totals from the votes.
  await pollsOf(portal, sizes, postIds, users, dates, rnd);
  step("polls", sizes.polls);

  // Likes: post i's likers are users[(start + j·stride) mod U], distinct as the stride is prime to U.
  const distinct = (count: number) => {
    let stride = 1 + Math.floor(rnd() * (U - 1));
    while (gcd(stride, U) !== 1) stride++;
    return { start: Math.floor(rnd() * U), stride, count };
  };
  const window = (i: number) => Math.max(60_000, Math.min(30 * DAY, now - dates[i]! - 60_000));
  const likeRows = function* (): Generator<Value[]> {
    for (let i = 0; i < P; i++) {
      const { start, stride, count } = distinct(likes[i]!);
      for (let j = 0; j < count; j++) {
        const at = new Date(dates[i]! + ((j + 1) / (count + 1)) * window(i)).toISOString();
        yield [postIds[i]!, users[(start + j * stride) % U]!, at];
      }
    }
  };
  step("post_likes", (await bulkInsert(db, "post_likes", [int("post_id"), int("user_id"), text("created_at")], likeRows())).count);

  // Comments, oldest first on each post (their ids follow their times).
  const commentRows = function* (): Generator<Value[]> {
    for (let i = 0; i < P; i++) {
      const count = comments[i]!;
      for (let n = 0; n < count; n++) {
        const at = new Date(dates[i]! + ((n + 1) / (count + 1)) * window(i)).toISOString();
        yield [postIds[i]!, users[Math.floor(rnd() * U)]!, pick(words.COMMENTS), deletedComment(i, n) ? 1 : 0, at];
      }
    }
  };
  const commentColumns = [int("post_id"), int("author_id"), text("note"), int("is_delete"), text("created_at")];
  step("post_comments", (await bulkInsert(db, "post_comments", commentColumns, commentRows())).count);

  // Fresh statistics, as autovacuum would gather them on a live PostgreSQL (SQLite gets none: the portal never runs ANALYZE).
  if (db.dialect === "postgres") {
    const tables = [
      "users",
      "posts",
      "search_keys",
      "post_files",
      "polls",
      "poll_answers",
      "poll_voters",
      "poll_votes",
      "post_likes",
      "post_comments",
    ];
    await sql`vacuum analyze ${sql.raw(tables.join(", "))}`.execute(db.kysely);
    step("vacuum analyze", 0);
  }
  const ms = performance.now() - started;
  return {
    sizes,
    hotLikesPostId: postIds[hotLikes]!,
    hotCommentsPostId: postIds[hotComments]!,
    ms,
    databaseBytes: await databaseBytes(portal, options.sqliteFile),
  };
}

async function pollsOf(portal: Portal, sizes: FeedSizes, postIds: number[], users: number[], dates: Float64Array, rnd: () => number) {
  const db = portal.db.kysely;
  for (let n = 0; n < sizes.polls; n++) {
    const i = Math.floor(((n + 0.25) / sizes.polls) * postIds.length);
    const kind = n % words.POLL_QUESTIONS.length;
    const at = new Date(dates[i]!).toISOString();
    const voters = users.slice(0, Math.min(users.length, 5 + Math.floor(rnd() * 40)));
    const chosen = voters.map(() => Math.floor(rnd() * 3));
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("polls")
        .values({ post_id: postIds[i]!, question: words.POLL_QUESTIONS[kind]!, public_flag: 1, total_count: voters.length, created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const answers = words.POLL_ANSWERS[kind]!.map((answer, idx) => ({
        poll_id: id,
        idx,
        text: answer,
        quantity: chosen.filter((c) => c === idx).length,
      }));
      await trx.insertInto("poll_answers").values(answers).execute();
      await trx
        .insertInto("poll_voters")
        .values(voters.map((user_id) => ({ poll_id: id, user_id, created_at: at })))
        .execute();
      await trx
        .insertInto("poll_votes")
        .values(voters.map((user_id, v) => ({ poll_id: id, user_id, idx: chosen[v]!, created_at: at })))
        .execute();
    });
  }
}

/** SQLite: the file after a checkpoint (its WAL emptied); PostgreSQL: pg_database_size. */
export async function databaseBytes(portal: Portal, sqliteFile: string): Promise<number> {
  if (portal.db.dialect === "postgres") {
    const { rows } = await sql<{ size: number | string }>`select pg_database_size(current_database()) as size`.execute(portal.db.kysely);
    return Number(rows[0]?.size ?? 0);
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(portal.db.kysely);
  const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  return size(sqliteFile) + size(`${sqliteFile}-wal`);
}
