// A person's hire date (issue #36 point 2: achievements for years at the company), "yyyy-mm-dd", null when HR
// has not said. Indexed: the achievements' daily rule reads the people hired on or before a day.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("hired_on", "text").execute();
  await db.schema.createIndex("users_hired_on").ifNotExists().on("users").column("hired_on").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_hired_on").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("hired_on").execute();
}
