// Development goals: the goals by person and year (the page reads one person's year), their progress updates
// and comment threads by goal. kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("goals")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("half", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("due_on", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("approved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("approved_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("goals_user_year").on("goals").columns(["user_id", "year"]).execute();
  // The HR list finds the people with goals in a year.
  await db.schema.createIndex("goals_year_user").on("goals").columns(["year", "user_id"]).execute();

  for (const table of ["goal_updates", "goal_comments"] as const) {
    await db.schema
      .createTable(table)
      .addColumn("id", ...idColumn(db))
      .addColumn("goal_id", "integer", (c) => c.notNull().references("goals.id").onDelete("cascade"))
      .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .$call((t) =>
        table === "goal_updates"
          ? t.addColumn("progress", "integer", (c) => c.notNull()).addColumn("note", "text", (c) => c.notNull())
          : t.addColumn("text", "text", (c) => c.notNull()),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_goal`).on(table).columns(["goal_id", "id"]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("goal_comments").execute();
  await db.schema.dropTable("goal_updates").execute();
  await db.schema.dropTable("goals").execute();
}
