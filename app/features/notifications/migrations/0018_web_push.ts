// Web push (issue #13 point 6).
// - web_push_subscriptions replaces web_push_tokens, whose rows were any string a client sent: nothing
//   could be sent to them, so they are dropped, not moved. A subscription is the browser's
//   PushSubscription (endpoint and its two keys), one row per endpoint (one device, one owner: the last
//   to sign in on it). `family` is the sign-in it was added under (auth_tokens.family): pushes go only
//   while that sign-in lives, so a shop terminal signed out stops showing the last person's pushes.
// - web_push_keys holds the portal's one VAPID key pair: the row with id 1, written once by whichever
//   process starts first (insert … on conflict do nothing, then read).
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("web_push_tokens").execute();
  await db.schema
    .createTable("web_push_subscriptions")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("web_push_subscriptions_user").on("web_push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("web_push_keys")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
