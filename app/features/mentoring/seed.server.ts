// Mentoring's demo: two mentors — the demo editor (Олег, marketing) and a colleague of the directory — with
// their topics; the demo employee (Мария) is the colleague's mentee, with a meeting already held.
import type { SeedContext } from "~/platform/feature";
import { topicKey } from "./schema";

export async function seedMentoring({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const [editorAccount, employeeAccount] = [accounts[1], accounts[2]];
  if (!editorAccount || !employeeAccount) return;
  const editor = await demoUserId(editorAccount.phone);
  const maria = await demoUserId(employeeAccount.phone);
  const colleague = await db
    .selectFrom("users")
    .select("id")
    .where("id", "not in", [editor, maria])
    .where("password_hash", "is", null)
    .orderBy("id")
    .executeTakeFirst();
  const at = now();
  const iso = (daysAgo: number) => new Date(at.getTime() - daysAgo * 86_400_000).toISOString();
  const mentors: [number, string, string[], number][] = [
    [
      editor,
      "Помогу разобраться с маркетингом магазина и с базой знаний портала: как писать статьи, чтобы их читали.",
      ["Маркетинг", "Тексты", "База знаний"],
      3,
    ],
  ];
  if (colleague)
    mentors.push([
      colleague.id,
      "Десять лет в рознице: расскажу, как работать с покупателями и выстроить смену.",
      ["Продажи", "Работа с покупателями", "Маркетинг"],
      2,
    ]);
  for (const [userId, about, topics, capacity] of mentors) {
    await db
      .insertInto("mentoring_mentors")
      .values({ user_id: userId, about, capacity, accepting: 1, created_at: iso(60), updated_at: iso(60) })
      .execute();
    await db
      .insertInto("mentoring_topics")
      .values(topics.map((topic) => ({ mentor_id: userId, topic, topic_key: topicKey(topic) })))
      .execute();
  }
  if (!colleague) return;
  const pair = await db
    .insertInto("mentoring_pairs")
    .values({
      mentor_id: colleague.id,
      mentee_id: maria,
      message: "Хочу научиться работать с возражениями покупателей.",
      status: "ACCEPTED",
      created_at: iso(30),
      answered_at: iso(29),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("mentoring_meetings")
    .values({
      pair_id: pair.id,
      held_on: iso(20).slice(0, 10),
      notes: "Разобрали пять частых возражений и ответы на них.",
      author_id: colleague.id,
      created_at: iso(20),
    })
    .execute();
}
