// The request engine's tables (ADR 0034). A service type is configuration: its form and route live in
// versions, and a request keeps the version it was made with, so editing a form never makes an old request
// unreadable. A request is a claim (claims feature); service_requests holds what a claim does not: the
// type, the version, the typed values and where on its route it is. kysely's schema builder only, so the
// same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_categories")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("service_types")
    .addColumn("id", ...idColumn(db))
    // Its address: /services/{key}; the spec's own pages (statements, vacation) are keys too.
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull().references("service_categories.id"))
    // The notification family its requests' claims belong to (STATEMENT, VACATION…; SERVICE for the rest).
    .addColumn("family", "text", (c) => c.notNull())
    // Who may ask, as JSON {departments, positions, roles}; all empty: everyone.
    .addColumn("audience", "text", (c) => c.notNull())
    // The role whose holders administer it (/services/{key}/admin) besides the services' administrators.
    .addColumn("manager_role", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_version_id", "integer")
    // Bumped by every save of its settings: a form opened before another administrator's save is refused.
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("service_versions")
    .addColumn("id", ...idColumn(db))
    .addColumn("type_id", "integer", (c) => c.notNull().references("service_types.id"))
    .addColumn("number", "integer", (c) => c.notNull())
    // The form's fields and the route, as JSON (server/fields.ts, server/route.server.ts).
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("service_versions_number", ["type_id", "number"])
    .execute();
  await db.schema
    .createTable("service_requests")
    .addColumn("claim_id", "integer", (c) => c.primaryKey().references("claims.id"))
    .addColumn("type_id", "integer", (c) => c.notNull().references("service_types.id"))
    .addColumn("version_id", "integer", (c) => c.notNull().references("service_versions.id"))
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id"))
    // The values typed, by field key, as JSON.
    .addColumn("answers", "text", (c) => c.notNull())
    // The approval step it waits on (0…); the route's length: its handlers.
    .addColumn("step", "integer", (c) => c.notNull().defaultTo(0))
    // When the step it waits on is due (its handlers see the overdue first); null: no due time.
    .addColumn("due_at", "text")
    // The dates it is about (its first date range, or date): a leave's, a trip's; null for a form without one.
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    // An approved leave's or trip's work status on its owner (server/absences.server.ts): 0 not yet, 1 set, 2 over.
    .addColumn("absence_state", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // A person's requests of one type, newest first (the service's page lists them), and of every type (the hub).
  await db.schema.createIndex("service_requests_owner").on("service_requests").columns(["owner_id", "type_id", "claim_id"]).execute();
  await db.schema.createIndex("service_requests_owner_all").on("service_requests").columns(["owner_id", "claim_id"]).execute();
  // A service's requests, newest first (its administrators' list, /services/{key}/list).
  await db.schema.createIndex("service_requests_type").on("service_requests").columns(["type_id", "claim_id"]).execute();
  // Whose dates overlap a span (a leave's approver sees the team's leave at the same time).
  await db.schema.createIndex("service_requests_dates").on("service_requests").columns(["owner_id", "starts_on"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["service_requests", "service_versions", "service_types", "service_categories"]) {
    await db.schema.dropTable(table).execute();
  }
}
