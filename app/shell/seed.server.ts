// The demo menu for an empty database: the sections of the portal, built or not yet.
import type { SeedContext } from "~/platform/feature";

export async function seedMenu({ deps: { db } }: SeedContext): Promise<void> {
  const nav: [string, string, [string, string][]?][] = [
    ["Главная", "/main"],
    ["Новости", "/news"],
    [
      "База знаний",
      "/knowledge/guide",
      [
        ["Гид по компании", "/knowledge/guide"],
        ["Нормативные документы", "/knowledge/documents"],
        ["Вопросы и ответы", "/knowledge/faq"],
        ["Глоссарий", "/knowledge/glossary"],
      ],
    ],
    [
      "Контакты",
      "/v2/contacts",
      [
        ["Справочник сотрудников", "/v2/contacts"],
        ["Структура компании", "/structure"],
      ],
    ],
    ["Вакансии", "/vacancies"],
    ["Сервисы", "/services"],
    ["Галерея", "/gallery"],
  ];
  for (const [i, [name, link, submenu]] of nav.entries()) {
    const parent = await db.insertInto("nav_items").values({ name, link, sort: i }).returning("id").executeTakeFirstOrThrow();
    for (const [j, [subName, subLink]] of (submenu ?? []).entries()) {
      await db.insertInto("nav_items").values({ name: subName, link: subLink, parent_id: parent.id, sort: j }).execute();
    }
  }
  await db.insertInto("nav_items").values({ name: "Группы", link: "/group", show_only_mobile: 1, sort: nav.length }).execute();
}
