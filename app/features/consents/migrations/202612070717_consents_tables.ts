// The consent texts (versioned) and the people's consents, with version 1: the text the registration dialog
// showed before consents were stored (it lived in the auth feature's messages). People registered before this
// migration have no row and count as having accepted version 1 (server/consents.server.ts).
// kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

/** Version 1, as the registration dialog showed it (paragraphs separated by blank lines). */
export const FIRST_TEXT = [
  "Я, работник компании, в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных» даю согласие работодателю на обработку моих персональных данных: фамилии, имени, отчества, должности, подразделения, рабочего и мобильного телефонов, адреса электронной почты и фотографии.",
  "Данные обрабатываются для работы корпоративного портала: справочника контактов, ленты новостей, уведомлений и сервисных заявок, и видны только работникам компании.",
  "Согласие действует в течение срока трудового договора и может быть отозвано письменным заявлением в отдел кадров.",
].join("\n\n");

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("consent_texts")
    .addColumn("version", "integer", (c) => c.primaryKey())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("consents")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().references("consent_texts.version"))
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addUniqueConstraint("consents_user_version", ["user_id", "version"])
    .execute();
  // The period filter; the list itself walks the primary key backwards.
  await db.schema.createIndex("consents_accepted_at").on("consents").column("accepted_at").execute();
  await (db as Kysely<{ consent_texts: { version: number; body: string; published_at: string; published_by: number | null } }>)
    .insertInto("consent_texts")
    .values({ version: 1, body: FIRST_TEXT, published_at: new Date().toISOString(), published_by: null })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("consents").execute();
  await db.schema.dropTable("consent_texts").execute();
}
