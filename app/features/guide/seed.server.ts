// The demo company guide for an empty database: the catalogues its finder offers (wiki roles to
// notify, tags), then sections, access lists, a section editor and articles (server/demo.server.ts); and
// the published articles the demo notifications announce.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SeedContext } from "~/platform/feature";
import { seedGuide } from "./server/demo.server";

export async function seedGuideDemo({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  // Catalogues the finder offers: roles to notify about guide articles, and tags.
  for (const name of [
    "Все сотрудники",
    "Руководители подразделений",
    "Директора магазинов",
    "Продавцы-консультанты",
    "Кассиры",
    "Сотрудники склада",
    "Бухгалтерия",
    "ИТ-специалисты",
  ]) {
    await db.insertInto("wiki_roles").values({ name }).execute();
  }
  for (const value of [
    "отпуск",
    "зарплата",
    "охрана труда",
    "касса",
    "инвентаризация",
    "обучение",
    "график работы",
    "больничный",
    "командировка",
    "пропуск",
  ]) {
    await db.insertInto("tags").values({ value }).execute();
  }
  const adminId = await demoUserId(accounts[0]?.phone ?? "");
  const authorId = await demoUserId(accounts[1]?.phone ?? "");
  await seedGuide(db, services, now(), { authorId, adminId });
}

/**
 * Published articles, oldest first, at most `limit`: the demo notifications announce them (the composition
 * root passes this to the notifications' seed, which runs after this one).
 */
export async function publishedArticles(db: Kysely<Database>, limit: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("guide_articles").select(["id", "name"]).where("status", "=", "PUBLISHED").orderBy("id").limit(limit).execute();
}
