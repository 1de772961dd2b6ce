// The partners club's tables (see tables.ts): cities, categories, partners and their addresses by city. kysely's
// schema builder only, so the same migration runs on SQLite and PostgreSQL. A city or a category that partners
// stand in is not deleted (restrict); a partner's addresses go with it.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["club_cities", "club_categories"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", ...idColumn(db))
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  }
  await db.schema
    .createTable("club_partners")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull().references("club_categories.id").onDelete("restrict"))
    .addColumn("discount", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("conditions", "text", (c) => c.notNull())
    .addColumn("website", "text")
    .addColumn("phone", "text")
    .addColumn("search_key", "text", (c) => c.notNull())
    .addColumn("logo_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("logo_path", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  // The catalogue walks a category's partners by (name, id); the admin list and a city's walk the same order.
  await db.schema.createIndex("club_partners_by_category").on("club_partners").columns(["category_id", "name", "id"]).execute();
  await db.schema.createIndex("club_partners_by_name").on("club_partners").columns(["name", "id"]).execute();
  await db.schema.createIndex("club_partners_logo").on("club_partners").column("logo_file_id").execute();
  await db.schema
    .createTable("club_addresses")
    .addColumn("id", ...idColumn(db))
    .addColumn("partner_id", "integer", (c) => c.notNull().references("club_partners.id").onDelete("cascade"))
    .addColumn("city_id", "integer", (c) => c.notNull().references("club_cities.id").onDelete("restrict"))
    .addColumn("address", "text", (c) => c.notNull())
    .execute();
  // "Partners of a city" is an EXISTS on (city_id, partner_id); a partner's page reads by partner_id.
  await db.schema.createIndex("club_addresses_by_city").on("club_addresses").columns(["city_id", "partner_id"]).execute();
  await db.schema.createIndex("club_addresses_by_partner").on("club_addresses").column("partner_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["club_addresses", "club_partners", "club_categories", "club_cities"]) await db.schema.dropTable(table).execute();
}
