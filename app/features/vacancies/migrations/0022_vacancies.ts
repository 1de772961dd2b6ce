// Vacancies (issue #15): vacancies with their cities, the replies and recommendations people send (each
// is also a claim of the claims engine: vacancy_replies.claim_id), and one view per vacancy and person.
// - The list pages by number (the spec fixes page numbers), so page N reads ids from the covering index
//   vacancies_list (state, city, hot first, newest first, with sector and level) and joins the rows of
//   those ids only; "my vacancies" by the author and contact indexes.
// - views_count and reply_count move in the transaction that inserts the view or reply row.
// - open_key is set while a reply's claim is open (SELF:vacancy:user, RECOMMEND:vacancy:user:phone) and
//   cleared when it closes: its unique index makes racing submissions one reply.
// Cities are reference data: id 1 is Вологда (the spec's default city), inserted here in this order.
// Times are ISO text, flags 0/1 integers, as everywhere.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export const VACANCY_CITIES = [
  "Вологда",
  "Москва",
  "Санкт-Петербург",
  "Екатеринбург",
  "Казань",
  "Новосибирск",
  "Подольск",
  "Череповец",
  "Ярославль",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vacancy_cities")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .execute();
  // One statement, in order: ids 1, 2, ... on both databases (a fresh table).
  await (db as Kysely<{ vacancy_cities: { name: string } }>)
    .insertInto("vacancy_cities")
    .values(VACANCY_CITIES.map((name) => ({ name })))
    .execute();

  await db.schema
    .createTable("vacancies")
    .addColumn("id", ...idColumn(db))
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("department_id", "integer", (c) => c.notNull().references("departments.id"))
    .addColumn("city_id", "integer", (c) => c.notNull().references("vacancy_cities.id"))
    /** The employee people ask about it (a user). */
    .addColumn("contact_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** Digits as typed (≤ 255): one wage, both (a range) or neither ("by interview results"). */
    .addColumn("wage", "text")
    .addColumn("wage2", "text")
    .addColumn("responsibility", "text", (c) => c.notNull())
    .addColumn("requirements", "text", (c) => c.notNull())
    .addColumn("conditions", "text", (c) => c.notNull().defaultTo(""))
    /** PUBLIC or ARCHIVE. */
    .addColumn("state", "text", (c) => c.notNull())
    /** RETAIL, WHOLESALE or OTHER. */
    .addColumn("sector", "text", (c) => c.notNull())
    /** CHIEF, SPECIALIST or EXECUTOR. */
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("hot", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("publish_date", "text", (c) => c.notNull())
    .addColumn("views_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reply_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    /** Bumped by every save; an edit sends the one it read (stale saves are refused). */
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("vacancies_list")
    .on("vacancies")
    .columns(["state", "city_id", "hot desc", "publish_date desc", "id desc", "sector", "level"])
    .execute();
  await db.schema.createIndex("vacancies_author").on("vacancies").columns(["author_id", "id"]).execute();
  await db.schema.createIndex("vacancies_contact").on("vacancies").columns(["contact_id", "id"]).execute();

  await db.schema
    .createTable("vacancy_replies")
    .addColumn("id", ...idColumn(db))
    .addColumn("vacancy_id", "integer", (c) => c.notNull().references("vacancies.id").onDelete("cascade"))
    .addColumn("claim_id", "integer", (c) => c.notNull().unique().references("claims.id").onDelete("cascade"))
    /** Who sent it (the claim's owner). */
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** SELF or RECOMMEND. */
    .addColumn("mode", "text", (c) => c.notNull())
    /** The candidate's name: the sender's own for SELF, the recommended person's for RECOMMEND. */
    .addColumn("full_name", "text", (c) => c.notNull())
    /** +7XXXXXXXXXX, normalized. */
    .addColumn("telephone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("resume_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    /** Set while the claim is open, null once it is closed (the migration's header). */
    .addColumn("open_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("vacancy_replies_list").on("vacancy_replies").columns(["vacancy_id", "id"]).execute();
  await db.schema.createIndex("vacancy_replies_user").on("vacancy_replies").columns(["user_id", "vacancy_id"]).execute();
  // The résumé's read guard asks which reply holds a file.
  await db.schema.createIndex("vacancy_replies_resume").on("vacancy_replies").columns(["resume_file_id"]).execute();

  await db.schema
    .createTable("vacancy_views")
    .addColumn("vacancy_id", "integer", (c) => c.notNull().references("vacancies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("vacancy_views_pk", ["vacancy_id", "user_id"])
    .execute();
}
