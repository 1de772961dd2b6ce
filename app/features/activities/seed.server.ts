// Активности's demo data for an empty database, organised by the demo administrator: an upcoming run with one
// place left, a ceramics class that is full with a waiting list, an online lecture without a limit, and a quiz
// that is over. Their people are the first generated employees.
import type { SeedContext } from "~/platform/feature";

const DAY = 24 * 3_600_000;
/** A moment `days` from now at `hour`:00 Moscow time (UTC+3). */
const at = (now: number, days: number, hour: number) => {
  const day = new Date(now + days * DAY).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 3) * 3_600_000).toISOString();
};

export async function seedActivities({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const organiser = await demoUserId(accounts[0]?.phone ?? "");
  const demoPhones = accounts.map((a) => a.phone);
  const people = (
    await db
      .selectFrom("users")
      .select("id")
      .where("phone", "not in", demoPhones)
      .where("blocked", "=", 0)
      .orderBy("id")
      .limit(12)
      .execute()
  ).map((u) => u.id);
  const t = now().getTime();
  const created = new Date(t - 14 * DAY).toISOString();
  const demo = [
    {
      title: "Забег в парке Горького",
      description: "<p>Пробежка на 5 км в спокойном темпе, потом чай в кафе у входа.</p><p>Форма одежды спортивная.</p>",
      starts_at: at(t, 7, 9),
      ends_at: at(t, 7, 11),
      place: "Парк Горького, главный вход",
      link: null,
      seats: 5,
      signup_until: at(t, 6, 18),
      going: people.slice(0, 4),
      waiting: [] as number[],
    },
    {
      title: "Мастер-класс по керамике",
      description: "<p>Лепим кружки на гончарном круге. Все материалы на месте, фартуки выдадут.</p>",
      starts_at: at(t, 10, 19),
      ends_at: at(t, 10, 21),
      place: "Мастерская «Глина», ул. Гончарная, 12",
      link: null,
      seats: 3,
      signup_until: null,
      going: people.slice(4, 7),
      waiting: people.slice(7, 9),
    },
    {
      title: "Онлайн-лекция: тайм-менеджмент",
      description: "<p>Как планировать неделю и не выгорать. Лекция и ответы на вопросы.</p>",
      starts_at: at(t, 3, 12),
      ends_at: at(t, 3, 13),
      place: "",
      link: "https://meet.example.com/time-management",
      seats: null,
      signup_until: null,
      going: people.slice(0, 6),
      waiting: [] as number[],
    },
    {
      title: "Новогодний квиз",
      description: "<p>Командная игра на знание компании и немного кино.</p>",
      starts_at: at(t, -10, 18),
      ends_at: at(t, -10, 21),
      place: "Переговорная «Большая», 5 этаж",
      link: null,
      seats: 30,
      signup_until: null,
      going: people.slice(2, 12),
      waiting: [] as number[],
    },
  ];
  for (const { going, waiting, ...activity } of demo) {
    const { id } = await db
      .insertInto("activities")
      .values({ ...activity, taken: going.length, created_by: organiser, created_at: created, updated_at: created })
      .returning("id")
      .executeTakeFirstOrThrow();
    const members = [...going.map((u) => ({ u, status: "going" })), ...waiting.map((u) => ({ u, status: "waiting" }))];
    if (members.length > 0)
      await db
        .insertInto("activity_members")
        .values(members.map(({ u, status }) => ({ activity_id: id, user_id: u, status, created_at: created })))
        .execute();
  }
}
