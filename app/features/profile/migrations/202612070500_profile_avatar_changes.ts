// avatar_changes (tables.ts): when each person's photo was set, for /admin/avatars' "newest first". Photos set
// before it get their row's last change (users.updated_at), oldest first, so ids follow time from the start.
// kysely's schema builder only: the same migration on SQLite and PostgreSQL.
import { sql, type Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("avatar_changes")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("set_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into avatar_changes (user_id, set_at)
    select id, updated_at from users where avatar_path is not null order by updated_at, id`.execute(db);
}
