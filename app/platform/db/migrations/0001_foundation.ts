import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("departments")
    .addColumn("id", ...idColumn(db))
    .addColumn("parent_id", "integer", (c) => c.references("departments.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("head_user_id", "integer")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("departments_parent").on("departments").column("parent_id").execute();

  await db.schema
    .createTable("users")
    .addColumn("id", ...idColumn(db))
    .addColumn("phone", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("surname", "text", (c) => c.notNull())
    .addColumn("middlename", "text")
    .addColumn("position", "text")
    .addColumn("department_id", "integer", (c) => c.references("departments.id").onDelete("set null"))
    .addColumn("address", "text")
    .addColumn("work_phone", "text")
    .addColumn("email", "text")
    .addColumn("avatar_path", "text")
    .addColumn("work_status", "text")
    .addColumn("password_hash", "text")
    .addColumn("need_show_welcome", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_department").on("users").column("department_id").execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("flash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_tokens_user").on("auth_tokens").column("user_id").execute();
  await db.schema.createIndex("auth_tokens_family").on("auth_tokens").column("family").execute();

  await db.schema
    .createTable("sms_claims")
    .addColumn("uuid", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("code_expires_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("confirmed_at", "text")
    .addColumn("completed_at", "text")
    .addColumn("replaced", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sms_claims_phone").on("sms_claims").columns(["phone", "created_at"]).execute();

  await db.schema
    .createTable("rate_events")
    .addColumn("id", ...idColumn(db))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_events_key").on("rate_events").columns(["key", "created_at"]).execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("nav_items")
    .addColumn("id", ...idColumn(db))
    .addColumn("parent_id", "integer", (c) => c.references("nav_items.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("is_url", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("element_id", "text")
    .addColumn("show_only_mobile", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("web_push_tokens")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("variables", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("object_id", "integer")
    .addColumn("claim_status", "text")
    .addColumn("showed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("create_date", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notifications_user").on("notifications").columns(["user_id", "showed", "id"]).execute();
}
