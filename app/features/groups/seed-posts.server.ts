// The demo's group posts (issue #14 points 5 and 13): a few posts in «Бег и ЗОЖ», «Фотоклуб «Объектив»»,
// the closed «Магазин на Невском» (its manager, the demo employee, writes and pins there) and «Новости
// компании», with a comment or two. Written through the feed's own services (posts, pins, comments), so
// the rows, counters, search keys and notifications are what people's actions produce. Runs after the
// groups' demo (it finds the groups by name) and the feed's.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

interface DemoPost {
  group: string;
  /** Who writes it: a demo account, or the group's first ordinary member. */
  by: "admin" | "editor" | "employee" | "member";
  title?: string;
  text: string;
  pin?: boolean;
  poll?: { question: string; answers: string[] };
  comments?: { by: "admin" | "editor" | "employee" | "member"; note: string }[];
}

const POSTS: readonly DemoPost[] = [
  {
    group: "Бег и ЗОЖ",
    by: "member",
    title: "Субботняя пробежка в Парке Победы",
    text: "В субботу в 9:00 собираемся у главного входа. Дистанции 5 и 10 км, темп спокойный — новичкам рады. После пробежки — кофе в кафе у пруда.",
    comments: [
      { by: "employee", note: "Буду! Возьму с собой коллегу из бухгалтерии." },
      { by: "admin", note: "Отличная традиция, поддерживаю." },
    ],
  },
  {
    group: "Бег и ЗОЖ",
    by: "admin",
    title: "Корпоративная команда на полумарафоне",
    text: "Компания оплачивает стартовые взносы на осенний полумарафон. Записывайтесь до 15-го числа в комментариях — форму с логотипом выдадим на складе.",
    poll: { question: "Какую дистанцию побежите?", answers: ["10 км", "21,1 км", "Приду поболеть"] },
    pin: true,
    comments: [{ by: "member", note: "Записываюсь на 21 км!" }],
  },
  {
    group: "Бег и ЗОЖ",
    by: "employee",
    text: "Кто-нибудь пробовал бегать в обед вокруг квартала? Ищу компанию на вторник и четверг, 13:00.",
  },
  {
    group: "Фотоклуб «Объектив»",
    by: "admin",
    title: "Фотопрогулка по Коломне",
    text: "В воскресенье гуляем по Коломне: каналы, мосты и дворы. Сбор в 11:00 у Мариинского театра. Тема месяца — «Отражения».",
    comments: [{ by: "employee", note: "Возьму полтинник, посмотрим, что выйдет." }],
  },
  {
    group: "Фотоклуб «Объектив»",
    by: "member",
    text: "Итоги конкурса «Осень в городе»: победил кадр с туманом над Невой. Спасибо всем, кто прислал работы — в следующем месяце выставка в холле офиса.",
  },
  {
    group: "Магазин на Невском",
    by: "employee",
    title: "График смен на следующую неделю",
    text: "Коллеги, график смен на следующую неделю утверждён. Во вторник приёмка товара с 7:00 — нужны двое на склад. Замены согласовывайте со мной до пятницы.",
    pin: true,
    comments: [{ by: "member", note: "Могу выйти во вторник на приёмку." }],
  },
  {
    group: "Магазин на Невском",
    by: "member",
    text: "Напоминаю: с понедельника меняем выкладку в отделе бытовой химии по новой планограмме. Фото до и после — сюда.",
  },
  {
    group: "Новости компании",
    by: "admin",
    title: "Новый офис на Васильевском острове",
    text: "С 1 числа следующего месяца бухгалтерия и отдел кадров работают в новом офисе на 14-й линии В. О., дом 39. Пропуска выдаст служба безопасности.",
    pin: true,
  },
  {
    group: "Новости компании",
    by: "admin",
    text: "Открыта запись на ежегодную диспансеризацию: выберите удобный день в разделе «Сервисы». Время в клинике оплачивается как рабочее.",
    comments: [{ by: "employee", note: "Спасибо, записалась на среду." }],
  },
];

/** Takes the seed's context (the groups' seed calls it after its own; a test may pass the parts it uses). */
export async function seedGroupPostsDemo({
  deps: { db },
  services,
  accounts,
  demoUserId,
}: Pick<SeedContext, "services" | "accounts" | "demoUserId"> & { deps: Pick<SeedContext["deps"], "db"> }): Promise<void> {
  const [adminAccount, editorAccount, employeeAccount] = accounts;
  if (!adminAccount || !editorAccount || !employeeAccount) return;
  const demo = {
    admin: actingAs(await demoUserId(adminAccount.phone), adminAccount.roles),
    editor: actingAs(await demoUserId(editorAccount.phone), editorAccount.roles),
    employee: actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles),
  };
  const demoIds = Object.values(demo).map((a) => a.userId);
  const groups = await db
    .selectFrom("groups")
    .select(["id", "name"])
    .where(
      "name",
      "in",
      POSTS.map((p) => p.group),
    )
    .where("is_delete", "=", 0)
    .execute();
  const groupOf = new Map(groups.map((g) => [g.name, g.id]));

  /** The group's first member who is no demo account (a colleague writing there). */
  const memberOf = async (groupId: number) => {
    const row = await db
      .selectFrom("group_members")
      .select("user_id")
      .where("group_id", "=", groupId)
      .where("user_id", "not in", demoIds)
      .orderBy("user_id")
      .executeTakeFirst();
    return row ? actingAs(row.user_id) : demo.admin;
  };

  for (const post of POSTS) {
    const groupId = groupOf.get(post.group);
    if (groupId === undefined) continue;
    const member = await memberOf(groupId);
    const who = (by: DemoPost["by"]) => (by === "member" ? member : demo[by]);
    const created = await services.feed.create(who(post.by), {
      groupId,
      title: post.title ?? "",
      text: post.text,
      ...(post.poll ? { createPollRequest: post.poll } : {}),
    });
    // Pinned by whoever runs the group: its manager (the employee in her shop), else the administrator.
    if (post.pin) await services.feed.setFixed(post.group === "Магазин на Невском" ? demo.employee : demo.admin, { id: created.id });
    for (const comment of post.comments ?? []) {
      await services.postComments.create(who(comment.by), { postId: created.id, note: comment.note, notifyUserIds: [] });
    }
  }
}
