// The feed's demo: about 20 company news posts over the two months before "now" (schedules, openings,
// awards), one pinned, one with a poll (with votes), likes and views on most, one deferred post, and
// two offers waiting for a news editor. Written directly, with the counters and search keys the
// use cases would keep.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SeedContext } from "~/platform/feature";
import { writeSearchKey } from "./server/post-search-key.server";

const NEWS: [title: string, text: string][] = [
  ["График работы в праздничные дни", "Магазины работают с 10:00 до 20:00 с 1 по 3 января, склад закрыт 1 января."],
  ["Открытие магазина на Невском", "В субботу открываем новый магазин. Приглашаем всех сотрудников на открытие в 11:00."],
  ["Лучший продавец месяца", "Поздравляем Марию Иванову: лучший результат продаж в ноябре!"],
  ["Инвентаризация на складе", "Плановая инвентаризация пройдёт 15 числа. Отгрузки в этот день переносятся."],
  ["Новая форма для сотрудников", "С понедельника выдаём новую форму. Получить её можно у руководителя магазина."],
  ["Обучение по охране труда", "Обязательное обучение для новых сотрудников — каждый вторник в 14:00."],
  ["Корпоративный турнир по футболу", "Собираем команды до конца месяца. Запись у Олега Кузнецова."],
  ["Обновление кассового ПО", "В ночь на среду обновим кассовые программы. Утром проверьте работу касс."],
  ["Итоги квартала", "Выручка выросла на 12 %. Спасибо каждому за работу!"],
  ["Новый партнёр по доставке", "С этой недели доставку в регионы выполняет новый партнёр; сроки сократились до двух дней."],
  ["Донорский день", "В пятницу в офисе работает выездная станция переливания крови."],
  ["Награда «Надёжный работодатель»", "Компания получила региональную награду. Благодарим всех за вклад."],
  ["Расписание автобуса до склада", "Служебный автобус отправляется от метро в 7:40 и 8:10."],
  ["Конкурс витрин", "Лучшую новогоднюю витрину выберут сотрудники голосованием."],
  ["Открыта вакансия старшего кассира", "Подробности в разделе вакансий; рекомендации коллег приветствуются."],
  ["Изменения в графике отпусков", "Заявления на отпуск летом принимаются до 1 марта."],
  ["Благодарность команде склада", "Склад отгрузил рекордный объём заказов без единой ошибки."],
  ["Новая система пропусков", "Пропуска старого образца действуют до конца месяца."],
  ["День открытых дверей", "Приглашаем родственников сотрудников познакомиться с работой компании."],
  ["Запуск корпоративного портала", "Теперь новости, справочник и гид по компании — в одном месте."],
];

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

export async function seedFeedDemo({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now();
  const [admin, editor, employee] = await Promise.all(accounts.slice(0, 3).map((a) => demoUserId(a.phone)));
  if (!admin || !editor || !employee) return;
  const readers = (await db.selectFrom("users").select("id").orderBy("id").limit(40).execute()).map((r) => r.id);
  const DAY = 24 * 3600_000;
  const ids: number[] = [];
  for (const [i, [title, text]] of NEWS.entries()) {
    // Oldest first, spread over 60 days, at office hours.
    const date = new Date(at.getTime() - (60 - i * 3) * DAY);
    date.setUTCHours(6 + (i % 8), (i * 7) % 60, 0, 0);
    ids.push(await post(db, { author: i % 3 === 0 ? admin : editor, title, text, status: "PUBLISHED", at: date, fixed: i === 0 }));
  }
  // Likes and views: a different number of readers on each post.
  for (const [i, postId] of ids.entries()) {
    const likers = readers.slice(0, (i * 7) % readers.length);
    const viewers = readers.slice(0, Math.min(readers.length, likers.length + 5));
    const iso = at.toISOString();
    if (likers.length)
      await db
        .insertInto("post_likes")
        .values(likers.map((u) => ({ post_id: postId, user_id: u, created_at: iso })))
        .execute();
    if (viewers.length)
      await db
        .insertInto("post_views")
        .values(viewers.map((u) => ({ post_id: postId, user_id: u, created_at: iso })))
        .execute();
    await db.updateTable("posts").set({ like_count: likers.length, views_count: viewers.length }).where("id", "=", postId).execute();
  }
  // The showcase poll, on the vitrines contest, with votes.
  const pollPost = ids[13];
  if (pollPost !== undefined) {
    const { id: pollId } = await db
      .insertInto("polls")
      .values({ post_id: pollPost, question: "Какая витрина лучше?", public_flag: 0, multiple: 0, created_at: at.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answers = ["Магазин на Невском", "Магазин на Ленина", "Магазин в ТЦ «Радуга»"];
    await db
      .insertInto("poll_answers")
      .values(answers.map((text, idx) => ({ poll_id: pollId, idx, text })))
      .execute();
    const voters = readers.filter((u) => u !== employee).slice(0, 12);
    for (const [n, user] of voters.entries()) {
      const idx = n % answers.length;
      await db.insertInto("poll_voters").values({ poll_id: pollId, user_id: user, created_at: at.toISOString() }).execute();
      await db.insertInto("poll_votes").values({ poll_id: pollId, user_id: user, idx, created_at: at.toISOString() }).execute();
    }
    for (const idx of answers.keys()) {
      await db
        .updateTable("poll_answers")
        .set({ quantity: voters.filter((_, n) => n % answers.length === idx).length })
        .where("poll_id", "=", pollId)
        .where("idx", "=", idx)
        .execute();
    }
    await db.updateTable("polls").set({ total_count: voters.length }).where("id", "=", pollId).execute();
  }
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
}
