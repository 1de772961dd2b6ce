// The demo's groups (issue #14 point 13): about 30 groups over two list pages. Group 1 «Новости
// компании» has everyone; «Горячая линия» is the hot line (HOT_LINE_GROUP_ID points at it);
// «Магазин на Невском» is closed and run by the demo employee; «Оптовый отдел» is closed, with her join
// request waiting: two requests wait for the administrator. Made through the service itself, so
// rows, counts, claims and notifications are what people's own actions produce.
import { sql } from "kysely";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { searchKey } from "~/shared/search-key";

interface DemoGroup {
  name: string;
  description: string;
  closed?: boolean;
  /** Who creates it (its first manager): the administrator unless said. */
  by?: "admin" | "employee" | "editor";
  /** Generated employees who join it. */
  members: number;
  sort?: number;
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  { name: "Новости компании", description: "Официальные новости, приказы и объявления для всех сотрудников.", members: -1, sort: 0 },
  { name: "Горячая линия", description: "Вопросы и предложения руководству: ответим в течение двух рабочих дней.", members: -1, sort: 1 },
  {
    name: "Магазин на Невском",
    description: "Рабочая группа магазина на Невском проспекте, 28.",
    closed: true,
    by: "employee",
    members: 24,
  },
  { name: "Оптовый отдел", description: "Сделки, прайс-листы и планы продаж оптового направления.", closed: true, members: 18 },
  { name: "Фотоклуб «Объектив»", description: "Снимаем город, природу и друг друга. Раз в месяц — фотопрогулка.", members: 57 },
  { name: "Бег и ЗОЖ", description: "Пробежки по выходным, марафоны и здоровые привычки.", members: 83 },
  { name: "Книжный клуб", description: "Читаем одну книгу в месяц и обсуждаем в последнюю пятницу.", members: 41 },
  { name: "Волонтёры", description: "Помогаем приютам, собираем вещи и подарки к праздникам.", members: 36 },
  { name: "Мерчандайзинг", description: "Выкладка, планограммы и фотоотчёты из магазинов.", by: "editor", members: 64 },
  { name: "Логистика и склад", description: "Поставки, графики машин и складские остатки.", members: 49 },
  { name: "Служба качества", description: "Претензии покупателей, проверки и стандарты обслуживания.", closed: true, members: 12 },
  { name: "ИТ-поддержка", description: "Новости ИТ, плановые работы и полезные инструкции.", by: "editor", members: 95 },
  { name: "Обучение и развитие", description: "Курсы, вебинары и программы наставничества.", members: 77 },
  { name: "Молодые специалисты", description: "Для тех, кто в компании меньше года: адаптация и знакомства.", members: 29 },
  { name: "Футбол по четвергам", description: "Играем в 19:00 на стадионе «Локомотив», берите форму.", members: 22 },
  { name: "Кулинария", description: "Рецепты, которые готовим дома и приносим на праздники.", members: 38 },
  { name: "Садоводы", description: "Рассада, урожай и советы бывалых дачников.", members: 19 },
  { name: "Автомобилисты", description: "Попутчики, шины, сервисы и парковка у офиса.", members: 33 },
  { name: "Английский клуб", description: "Разговорные встречи по средам на английском языке.", members: 27 },
  { name: "Родители", description: "Детские сады, кружки, каникулы и всё о детях.", members: 46 },
  { name: "Настольные игры", description: "Играем по пятницам в переговорной «Волга».", members: 17 },
  { name: "Рыбалка", description: "Места, снасти и фото трофеев.", members: 14 },
  { name: "Магазин на Ленина", description: "Рабочая группа магазина на ул. Ленина, 12.", closed: true, members: 21 },
  { name: "Магазин в ТЦ «Европа»", description: "Рабочая группа магазина в торговом центре «Европа».", closed: true, members: 26 },
  { name: "Закупки", description: "Поставщики, тендеры и новые ассортиментные позиции.", closed: true, members: 15 },
  { name: "Кадровые новости", description: "Назначения, вакансии и кадровые изменения.", members: 88 },
  { name: "Туризм и походы", description: "Сплавы, походы выходного дня и поездки.", members: 31 },
  { name: "Йога в обед", description: "Занятия по вторникам и четвергам в 13:00.", members: 16 },
  { name: "Барахолка", description: "Отдам, продам, обменяю — только между своими.", members: 52 },
  { name: "Шахматный клуб", description: "Турниры, задачи и партии на время.", members: 11 },
  { name: "Экология офиса", description: "Раздельный сбор, меньше пластика и бумаги.", members: 23 },
];

export async function seedGroupsDemo({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const [adminAccount, editorAccount, employeeAccount] = accounts;
  if (!adminAccount || !editorAccount || !employeeAccount) return;
  const admin = actingAs(await demoUserId(adminAccount.phone), adminAccount.roles);
  const editor = actingAs(await demoUserId(editorAccount.phone), editorAccount.roles);
  const employee = actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles);
  const by = { admin, editor, employee };
  const { db } = deps;
  const people = await db
    .selectFrom("users")
    .select(["id", "name", "surname", "middlename"])
    .where("blocked", "=", 0)
    .orderBy("id")
    .execute();
  const others = people.filter((p) => ![admin.userId, editor.userId, employee.userId].includes(p.id));

  const ids: number[] = [];
  for (const [index, demo] of DEMO_GROUPS.entries()) {
    const creator = by[demo.by ?? "admin"];
    const group = await services.groups.create(creator, {
      name: demo.name,
      description: demo.description,
      configClose: demo.closed ?? false,
      avatarFileId: undefined,
      coverFileId: undefined,
    });
    ids.push(group.id);
    if (demo.sort !== undefined) await db.updateTable("groups").set({ sort: demo.sort }).where("id", "=", group.id).execute();
    // Generated people join in bulk (the service's subscribe would take a call each): a slice of the
    // directory that shifts with the group, everyone for members −1.
    const joining =
      demo.members < 0 ? others : others.slice((index * 37) % Math.max(others.length - demo.members, 1)).slice(0, demo.members);
    const at = deps.now().toISOString();
    for (let i = 0; i < joining.length; i += 500) {
      await db
        .insertInto("group_members")
        .values(
          joining.slice(i, i + 500).map((p) => ({
            group_id: group.id,
            user_id: p.id,
            is_manager: 0,
            member_key: searchKey(`${p.surname} ${p.name} ${p.middlename ?? ""}`),
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await db
      .updateTable("groups")
      .set({ user_count: sql`(select count(*) from group_members where group_id = ${group.id})` })
      .where("id", "=", group.id)
      .execute();
  }
  const idOf = (name: string) => ids[DEMO_GROUPS.findIndex((g) => g.name === name)]!;

  // The demo accounts' own memberships: everyone in the company news and the hot line; the employee in
  // a few open groups; the editor manages the hot line with the administrator.
  for (const name of ["Новости компании", "Горячая линия"]) {
    for (const who of [editor, employee]) await services.groups.subscribe(who, idOf(name));
  }
  for (const name of ["Фотоклуб «Объектив»", "Бег и ЗОЖ", "Книжный клуб", "Обучение и развитие"])
    await services.groups.subscribe(employee, idOf(name));
  await services.groupMembers.setManager(admin, { groupId: idOf("Горячая линия"), userId: editor.userId, manager: true });
  await services.settings.set("HOT_LINE_GROUP_ID", String(idOf("Горячая линия")));

  // Join requests: the administrator has two waiting, hers to the wholesale department and a colleague's
  // to the quality service.
  await services.groups.subscribe(employee, idOf("Оптовый отдел"));
  const colleague = others.at(-1);
  if (colleague) await services.groups.subscribe(actingAs(colleague.id), idOf("Служба качества"));
}
