// The feed's demo (issue #12 point 15): 60 company news posts over the two months before "now"
// (seed-news.server.ts), one pinned, one deleted, some with pictures, documents, video links and polls
// (with votes), about 1,500 likes and views on most; one deferred post and three offers waiting for a
// news editor. Written directly, a statement per kind of row and post, with the counters and search keys
// the use cases would keep.
import type { Kysely } from "kysely";
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { SeedContext } from "~/platform/feature";
import { writeSearchKey } from "./server/post-search-key.server";
import { DEMO_NEWS } from "./seed-news.server";

/** News (by index in DEMO_NEWS) with a picture, its colour; with a document; with a video link; deleted. */
const PICTURES: Readonly<Record<number, string>> = { 1: "#1e88e5", 20: "#43a047", 33: "#fb8c00", 38: "#8e24aa" };
const DOCUMENTS: Readonly<Record<number, string>> = { 39: "standart-vykladki.pdf", 42: "perekhod-na-edo.pdf" };
const VIDEOS: Readonly<Record<number, string>> = { 18: "https://www.youtube.com/watch?v=ScMzIvxBSi4", 47: "https://youtu.be/dQw4w9WgXcQ" };
const DELETED = 46;
/** The smallest valid PDF: a document attachment of the demo. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

async function post(
  db: Kysely<Database>,
  values: { author: number; title: string; text: string; status: "PUBLISHED" | "DEFERRED" | "OFFERED"; at: Date; fixed?: boolean },
) {
  const iso = values.at.toISOString();
  const { id } = await db
    .insertInto("posts")
    .values({
      author_id: values.author,
      group_id: null,
      title: values.title,
      text: values.text,
      article_id: null,
      status: values.status,
      reject_reason: null,
      moderated_by: null,
      moderated_at: null,
      planned_publish_date: values.status === "DEFERRED" ? iso : null,
      publish_date: iso,
      fixed_flag: values.fixed ? 1 : 0,
      created_at: iso,
      updated_at: iso,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeSearchKey(db, id, values.title, values.text);
  return id;
}

export async function seedFeedDemo({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now();
  const [admin, editor, employee] = await Promise.all(accounts.slice(0, 3).map((a) => demoUserId(a.phone)));
  if (!admin || !editor || !employee) return;
  const adminActor = actingAs(admin, accounts[0]?.roles ?? []);
  const readers = (await db.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(200).execute()).map((r) => r.id);
  const DAY = 24 * 3600_000;
  const ids: number[] = [];
  for (const [i, [title, text]] of DEMO_NEWS.entries()) {
    // Oldest first, one a day over the last 60 days, at office hours.
    const date = new Date(at.getTime() - (DEMO_NEWS.length - i) * DAY);
    date.setUTCHours(6 + (i % 8), (i * 7) % 60, 0, 0);
    ids.push(await post(db, { author: i % 3 === 0 ? admin : editor, title, text, status: "PUBLISHED", at: date, fixed: i === 0 }));
  }
  await db.updateTable("posts").set({ is_delete: 1 }).where("id", "=", ids[DELETED]!).execute();

  // Pictures, documents and video links.
  const files: { post_id: number; kind: "IMAGE" | "DOCUMENT" | "VIDEO"; file_id: number | null; link: string | null; position: number }[] =
    [];
  for (const [i, colour] of Object.entries(PICTURES)) {
    const jpeg = await sharp({ create: { width: 1200, height: 675, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const file = await services.files.saveFile(
      adminActor,
      {
        originalFileName: `foto-${i}.jpg`,
        fileType: "ATTACHMENT",
        base64File: jpeg.toString("base64"),
      },
      { seeding: true },
    );
    files.push({ post_id: ids[Number(i)]!, kind: "IMAGE", file_id: file.id, link: null, position: 0 });
  }
  for (const [i, name] of Object.entries(DOCUMENTS)) {
    const file = await services.files.saveFile(
      adminActor,
      {
        originalFileName: name,
        fileType: "ATTACHMENT",
        base64File: PDF.toString("base64"),
      },
      { seeding: true },
    );
    files.push({ post_id: ids[Number(i)]!, kind: "DOCUMENT", file_id: file.id, link: null, position: 0 });
  }
  for (const [i, link] of Object.entries(VIDEOS)) files.push({ post_id: ids[Number(i)]!, kind: "VIDEO", file_id: null, link, position: 0 });
  await db.insertInto("post_files").values(files).execute();

  // Likes and views: a different number of readers on each post (about 1,500 likes in all).
  const iso = at.toISOString();
  for (const [i, postId] of ids.entries()) {
    const likers = readers.slice(0, (i * 37) % 51);
    const viewers = readers.slice(0, Math.min(readers.length, likers.length + 5));
    if (likers.length)
      await db
        .insertInto("post_likes")
        .values(likers.map((u) => ({ post_id: postId, user_id: u, created_at: iso })))
        .execute();
    await db
      .insertInto("post_views")
      .values(viewers.map((u) => ({ post_id: postId, user_id: u, created_at: iso })))
      .execute();
    await db.updateTable("posts").set({ like_count: likers.length, views_count: viewers.length }).where("id", "=", postId).execute();
  }

  const voters = readers.filter((u) => u !== employee).slice(0, 30);
  await poll(
    db,
    ids[13]!,
    "Какая витрина лучше?",
    ["Магазин на Невском", "Магазин на Ленина", "Магазин в ТЦ «Радуга»"],
    voters.slice(0, 12),
    at,
  );
  await poll(db, ids[49]!, "Что добавить в программу праздника?", ["Живую музыку", "Викторину", "Фотозону", "Лотерею"], voters, at, true);

  const inThreeDays = new Date(at.getTime() + 3 * DAY);
  await post(db, {
    author: editor,
    title: "Поздравление с Новым годом",
    text: "Дорогие коллеги! С наступающим!",
    status: "DEFERRED",
    at: inThreeDays,
  });
  await post(db, {
    author: employee,
    title: "Субботник у магазина",
    text: "Предлагаю провести субботник в эту субботу.",
    status: "OFFERED",
    at,
  });
  await post(db, { author: employee, title: "Фотоконкурс", text: "Давайте устроим фотоконкурс «Мой город».", status: "OFFERED", at });
  await post(db, {
    author: employee,
    title: "Велопарковка у офиса",
    text: "Летом многие приезжают на велосипедах: предлагаю поставить у входа стойку на 10 мест.",
    status: "OFFERED",
    at,
  });
}

/** A poll on a post with votes of `voters` (each answer chosen in turn; with `multiple`, every second voter picks two). */
async function poll(
  db: Kysely<Database>,
  postId: number,
  question: string,
  answers: readonly string[],
  voters: readonly number[],
  at: Date,
  multiple = false,
) {
  const iso = at.toISOString();
  const { id: pollId } = await db
    .insertInto("polls")
    .values({ post_id: postId, question, public_flag: 0, multiple: multiple ? 1 : 0, created_at: iso })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("poll_answers")
    .values(answers.map((text, idx) => ({ poll_id: pollId, idx, text })))
    .execute();
  const votes = voters.flatMap((user_id, n) => {
    const first = n % answers.length;
    const chosen = multiple && n % 2 === 1 ? [first, (first + 1) % answers.length] : [first];
    return chosen.map((idx) => ({ poll_id: pollId, user_id, idx, created_at: iso }));
  });
  await db
    .insertInto("poll_voters")
    .values(voters.map((user_id) => ({ poll_id: pollId, user_id, created_at: iso })))
    .execute();
  await db.insertInto("poll_votes").values(votes).execute();
  for (const idx of answers.keys()) {
    const quantity = votes.filter((v) => v.idx === idx).length;
    await db.updateTable("poll_answers").set({ quantity }).where("poll_id", "=", pollId).where("idx", "=", idx).execute();
  }
  await db.updateTable("polls").set({ total_count: voters.length }).where("id", "=", pollId).execute();
}
