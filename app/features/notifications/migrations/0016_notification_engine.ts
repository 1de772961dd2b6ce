// The notification engine (issue #13 point 1): grouping and per-family preferences.
// - notifications.group_key: a producer's key for "the same thing again" (comments on one post); an unread
//   row of the same type and key is replaced by the next one instead of a new row (group_count + 1).
//   A partial index (grouped rows only): notify() finds that row in one range per recipient.
// - notification_preferences: one row per person and family she changed; no row is the default (both on).
//   notify() skips those with on_portal = 0 (the key (user_id, family) answers it per batch); push is
//   stored for the push sender to come.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notifications").addColumn("group_key", "text").execute();
  await db.schema
    .alterTable("notifications")
    .addColumn("group_count", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("notifications_group")
    .on("notifications")
    .columns(["user_id", "type", "group_key", "showed"])
    .where("group_key" as never, "is not", null)
    .execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("on_portal", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("push", "integer", (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "family"])
    .execute();
}
