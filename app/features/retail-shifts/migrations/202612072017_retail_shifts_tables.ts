// The shops' shifts: which departments are shops, the shifts by shop and day (the week's page) and by person and
// time (the calendar, the overlap check), and the swaps by shift and by person. kysely's schema builder only, so
// the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("retail_shops")
    .addColumn("department_id", "integer", (c) => c.primaryKey().references("departments.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("retail_shifts")
    .addColumn("id", ...idColumn(db))
    .addColumn("shop_id", "integer", (c) => c.notNull().references("departments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    // No foreign key: the swaps refer to the shifts, and a cycle of keys would only complicate deletes.
    .addColumn("open_swap_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("retail_shifts_shop_day").on("retail_shifts").columns(["shop_id", "day"]).execute();
  await db.schema.createIndex("retail_shifts_user_starts").on("retail_shifts").columns(["user_id", "starts_at"]).execute();
  await db.schema
    .createTable("retail_shift_swaps")
    .addColumn("id", ...idColumn(db))
    .addColumn("shift_id", "integer", (c) => c.notNull().references("retail_shifts.id").onDelete("cascade"))
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("taker_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("taken_at", "text")
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("retail_shift_swaps_shift").on("retail_shift_swaps").columns(["shift_id", "id"]).execute();
  await db.schema.createIndex("retail_shift_swaps_owner").on("retail_shift_swaps").columns(["owner_id", "id"]).execute();
  await db.schema.createIndex("retail_shift_swaps_taker").on("retail_shift_swaps").columns(["taker_id", "id"]).execute();
  await db.schema.createIndex("retail_shift_swaps_status").on("retail_shift_swaps").columns(["status", "shift_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("retail_shift_swaps").execute();
  await db.schema.dropTable("retail_shifts").execute();
  await db.schema.dropTable("retail_shops").execute();
}
