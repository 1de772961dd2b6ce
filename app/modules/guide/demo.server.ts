// The demo company guide for a fresh database (called from seedDemo). Written straight to the tables,
// so seeding stays fast; the shapes are the ones guide.server.ts writes (a version 1 per article).
import type { Kysely } from "kysely";
import type { Database, GuideArticleStatus } from "../db/schema";

interface DemoArticle {
  name: string;
  html: string;
  status?: GuideArticleStatus;
}

interface DemoSection {
  name: string;
  articles?: DemoArticle[];
  children?: DemoSection[];
}

const GUIDE: DemoSection[] = [
  {
    name: "О компании",
    articles: [{ name: "Миссия и ценности", html: "<h2>Наша миссия</h2><p>Мы делаем качественные товары доступными в каждом городе, где работаем.</p><ul><li>Честность с покупателями и коллегами</li><li>Забота о клиенте</li><li>Ответственность за результат</li></ul>" }],
    children: [
      { name: "История", articles: [{ name: "Как всё начиналось", html: "<p>Компания основана в 1998 году в Москве как небольшой оптовый склад.</p>" }] },
      { name: "Структура", articles: [{ name: "Подразделения компании", html: "<p>Управляющая компания, филиалы, магазины и склады.</p>" }] },
    ],
  },
  {
    name: "Новому сотруднику",
    children: [{ name: "Первый день", articles: [{ name: "Чек-лист первого дня", html: "<ol><li>Получите пропуск на ресепшене.</li><li>Познакомьтесь с наставником.</li><li>Войдите на портал.</li></ol>" }] }],
  },
];

export async function seedGuide(db: Kysely<Database>, at: Date, authorId: number): Promise<void> {
  const time = at.toISOString();
  async function insert(section: DemoSection, parentId: number | null, sort: number) {
    const { id } = await db
      .insertInto("guide_sections")
      .values({ parent_id: parentId, name: section.name, sort, created_at: time, updated_at: time, created_by: authorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [i, article] of (section.articles ?? []).entries()) {
      const status = article.status ?? "PUBLISHED";
      const row = await db
        .insertInto("guide_articles")
        .values({
          section_id: id,
          name: article.name,
          status,
          content: null,
          content_new_editor: article.html,
          new_editor: 1,
          sort: i,
          created_at: time,
          created_by: authorId,
          updated_at: time,
          last_update_user_id: authorId,
          publish_date: status === "PUBLISHED" ? time : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("guide_article_versions")
        .values({
          article_id: row.id,
          version: 1,
          name: article.name,
          section_id: id,
          status,
          content: null,
          content_new_editor: article.html,
          new_editor: 1,
          file_ids: "[]",
          tags: "[]",
          created_at: time,
          user_id: authorId,
        })
        .execute();
    }
    for (const [i, child] of (section.children ?? []).entries()) await insert(child, id, i);
  }
  for (const [i, section] of GUIDE.entries()) await insert(section, null, i);
}
