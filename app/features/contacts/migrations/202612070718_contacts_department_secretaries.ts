// department_secretaries (issue #32 point 3): who is secretary of which department. A person may be secretary
// of several departments and a department may have several; the pair is the key, so a duplicate cannot land
// even when two administrators add it at once. kysely's schema builder only: the same on SQLite and PostgreSQL.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("department_secretaries")
    .addColumn("department_id", "integer", (c) => c.notNull().references("departments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .addColumn("assigned_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addPrimaryKeyConstraint("department_secretaries_pk", ["department_id", "user_id"])
    .execute();
  // A person's departments (every edit of the directory she makes asks which they are).
  await db.schema.createIndex("department_secretaries_user").on("department_secretaries").columns(["user_id", "department_id"]).execute();
}
