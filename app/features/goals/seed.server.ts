// Development goals' demo: the demo employee (Мария, «Магазин на Невском») has goals of this year — one her
// manager set and commented, one of her own with progress updates, one done — and her manager (the shop's
// director, the department's head) and two colleagues of the shop have theirs, so the director's «Команда» shows
// a team. The department heads come from the directory's seed; none of them has a password (grant one with
// `npm run user` to sign in as the manager).
import type { SeedContext } from "~/platform/feature";
import { managerOf } from "~/features/contacts/index.server";

export async function seedGoals({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const employee = accounts[2];
  if (!employee) return;
  const maria = await demoUserId(employee.phone);
  // A small directory (the tests' 30 people) may leave her shop without a head: her goals are seeded anyway.
  const manager = await managerOf(db, maria);
  const at = now();
  const year = at.getUTCFullYear();
  const iso = (daysAgo: number) => new Date(at.getTime() - daysAgo * 86_400_000).toISOString();
  const goal = async (
    userId: number,
    half: number,
    title: string,
    description: string,
    dueOn: string,
    extra: { progress?: number; status?: "COMPLETED"; byManager?: boolean } = {},
  ) =>
    (
      await db
        .insertInto("goals")
        .values({
          user_id: userId,
          year,
          half,
          title,
          description,
          due_on: dueOn,
          progress: extra.progress ?? 0,
          status: extra.status ?? "IN_PROGRESS",
          approved_by: extra.byManager ? manager : null,
          approved_at: extra.byManager ? iso(30) : null,
          created_by: extra.byManager ? manager : userId,
          created_at: iso(30),
          updated_at: iso(2),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  const sales = await goal(
    maria,
    2,
    "Освоить продажу сопутствующих товаров",
    "Предлагать сопутствующие товары каждому покупателю, средний чек — плюс 10 %.",
    `${year}-12-20`,
    {
      progress: 40,
      byManager: true,
    },
  );
  await db
    .insertInto("goal_comments")
    .values([
      { goal_id: sales, author_id: manager ?? maria, text: "Начните с аксессуаров к технике: там проще всего.", created_at: iso(20) },
      { goal_id: sales, author_id: maria, text: "Хорошо, подготовлю список на неделю.", created_at: iso(19) },
    ])
    .execute();
  await db
    .insertInto("goal_updates")
    .values({ goal_id: sales, author_id: maria, progress: 40, note: "Средний чек вырос на 4 %.", created_at: iso(5) })
    .execute();
  const course = await goal(maria, 0, "Пройти курс «Работа с возражениями»", "Восемь занятий в учебном центре.", `${year}-11-30`, {
    progress: 25,
  });
  await db
    .insertInto("goal_updates")
    .values({ goal_id: course, author_id: maria, progress: 25, note: "Пройдены два занятия из восьми.", created_at: iso(3) })
    .execute();
  await goal(maria, 1, "Выучить ассортимент отдела бытовой техники", "", `${year}-06-30`, {
    progress: 100,
    status: "COMPLETED",
    byManager: true,
  });

  if (manager === null) return;
  await goal(manager, 0, "Снизить текучесть персонала магазина", "Наставник для каждого нового сотрудника.", `${year}-12-31`, {
    progress: 60,
  });
  const colleagues = await db
    .selectFrom("users")
    .select("id")
    .where("department_id", "=", db.selectFrom("users").select("department_id").where("id", "=", maria))
    .where("id", "not in", [maria, manager])
    .orderBy("id")
    .limit(2)
    .execute();
  for (const [i, c] of colleagues.entries()) {
    await goal(c.id, 2, ["Получить допуск к работе на кассе", "Провести инвентаризацию склада магазина"][i]!, "", `${year}-12-15`, {
      progress: 10 + i * 30,
      byManager: true,
    });
  }
}
