// The demo's conversation under the news (issue #12 point 15): 12 stickers (coloured squares uploaded
// by the administrator as STICKER files), comments on most posts (the administrator's on the pinned one,
// some stickers, a deleted one; about 300), likes on some comments, and 10 thanks between colleagues.
// Written directly, with the counters the use cases would keep; the thanks through their use case.
import type { Kysely } from "kysely";
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { SeedContext } from "~/platform/feature";

const COLOURS = [
  "#e53935",
  "#8e24aa",
  "#3949ab",
  "#039be5",
  "#00897b",
  "#7cb342",
  "#fdd835",
  "#fb8c00",
  "#6d4c41",
  "#546e7a",
  "#d81b60",
  "#43a047",
];

const LONG_LINK_COMMENT =
  "Инструкция здесь: https://portal.example.ru/knowledge/documents/view/1/1?section=oformlenie_vozvrata_tovara_po_zayavleniyu_pokupatelya_bez_cheka";
const COMMENTS = [
  "Отличная новость!",
  "Спасибо за информацию.",
  "А во сколько начало?",
  "Будем участвовать всей командой.",
  "Подскажите, где можно узнать подробности?",
  "Наконец-то!",
  "Поздравляю коллег!",
  "Записал в календарь.",
  "Хорошая идея, поддерживаю.",
  "Можно ли прийти с семьёй?",
];

const THANKS = [
  "Спасибо за помощь с инвентаризацией!",
  "Благодарю за быструю замену смены.",
  "Спасибо, что помогли разобраться с новой кассой.",
  "Огромное спасибо за подготовку витрины.",
  "Спасибо за терпение и наставничество в первую неделю.",
  "Благодарю за оперативную доставку документов.",
  "Спасибо за организацию турнира!",
  "Спасибо, что подменили меня на выходных.",
  "Благодарю за отличную презентацию для партнёров.",
  "Спасибо за помощь с отчётом за квартал.",
];

export async function seedFeedTalkDemo({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now();
  const [admin, editor, employee] = await Promise.all(accounts.slice(0, 3).map((a) => demoUserId(a.phone)));
  if (!admin || !editor || !employee) return;
  const adminActor = actingAs(admin, accounts[0]?.roles ?? []);

  const stickerIds: number[] = [];
  for (const [i, colour] of COLOURS.entries()) {
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const file = await services.files.saveFile(
      adminActor,
      {
        originalFileName: `sticker-${i + 1}.png`,
        fileType: "STICKER",
        base64File: png.toString("base64"),
      },
      { seeding: true },
    );
    const { id } = await db
      .insertInto("stickers")
      .values({ file_id: file.id, created_by: admin, created_at: at.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    stickerIds.push(id);
  }

  const readers = (await db.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(40).execute()).map((r) => r.id);
  const posts = await db
    .selectFrom("posts")
    .select(["id", "publish_date", "fixed_flag"])
    .where("status", "=", "PUBLISHED")
    .where("group_id", "is", null)
    .orderBy("id")
    .execute();
  for (const [i, post] of posts.entries()) {
    // About 300 comments under the 60 posts.
    const count = post.fixed_flag === 1 ? 4 : (i * 5) % 11;
    const start = new Date(post.publish_date).getTime();
    let live = 0;
    for (let n = 0; n < count; n++) {
      const author = post.fixed_flag === 1 && n === 0 ? admin : (readers[(i * 3 + n * 5) % readers.length] ?? employee);
      const sticker = n % 6 === 5 ? (stickerIds[(i + n) % stickerIds.length] ?? null) : null;
      // The fifth post holds what breaks layouts and contrast: a deleted comment, an edited one, a long link.
      const deleted = i === 4 && n === 1;
      const created = new Date(Math.min(start + (n + 1) * 17 * 60_000, at.getTime()));
      const edited = i === 4 && n === 2 ? new Date(created.getTime() + 5 * 60_000).toISOString() : null;
      const text = i === 4 && n === 3 ? LONG_LINK_COMMENT : (COMMENTS[(i + n) % COMMENTS.length] ?? "");
      const { id } = await db
        .insertInto("post_comments")
        .values({
          post_id: post.id,
          author_id: author,
          note: sticker ? "" : text,
          sticker_id: sticker,
          is_delete: deleted ? 1 : 0,
          created_at: created.toISOString(),
          changed_at: edited,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!deleted) live++;
      const likers = readers.slice(0, (i + n) % 4);
      if (likers.length > 0) {
        await db
          .insertInto("post_comment_likes")
          .values(likers.map((user_id) => ({ comment_id: id, user_id, created_at: at.toISOString() })))
          .execute();
        await db.updateTable("post_comments").set({ like_count: likers.length }).where("id", "=", id).execute();
      }
    }
    await db.updateTable("posts").set({ comment_count: live }).where("id", "=", post.id).execute();
  }

  // Through the use case, so the thanked get their notification (linking to the thanks); dated afterwards.
  // The first three go to the demo accounts, so each of them has one.
  const givers = [employee, admin, editor, ...readers.filter((id) => id !== admin && id !== editor && id !== employee)];
  for (const [i, text] of THANKS.entries()) {
    const from = i === 2 ? editor : (givers[i % givers.length] ?? employee);
    let to = [admin, editor, employee][i] ?? readers[(i * 7 + 3) % readers.length] ?? admin;
    if (to === from) to = from === admin ? editor : admin;
    const giver = { ...adminActor, userId: from, roles: [] };
    const thanks = await services.thanks.create(giver, { userId: to, text });
    const date = new Date(at.getTime() - (THANKS.length - i) * 5 * 3600_000).toISOString();
    await db.updateTable("thanks").set({ created_at: date }).where("id", "=", thanks.id).execute();
  }
}

/**
 * Comments on published posts written by others than `authorId`, oldest first, at most `limit`, with their
 * post's title and author: the demo notifications mention the demo employee in them (the composition root
 * passes this to the notifications' seed, which runs after this one).
 */
export async function publishedCommentsNotBy(db: Kysely<Database>, authorId: number, limit: number) {
  const rows = await db
    .selectFrom("post_comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select(["c.id", "c.post_id", "p.title", "u.id as author_id", "u.name", "u.surname", "u.avatar_path"])
    .where("c.is_delete", "=", 0)
    .where("p.is_delete", "=", 0)
    .where("p.status", "=", "PUBLISHED")
    .where("c.author_id", "!=", authorId)
    .orderBy("c.id")
    .limit(limit)
    .execute();
  return rows.map((c) => ({
    id: c.id,
    postId: c.post_id,
    postTitle: c.title,
    authorId: c.author_id,
    authorName: c.name,
    authorSurname: c.surname,
    authorAvatarPath: c.avatar_path,
  }));
}
