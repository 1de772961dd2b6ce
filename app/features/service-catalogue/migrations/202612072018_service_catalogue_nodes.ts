// The catalogues' tree and their tickets (tables.ts). kysely's schema builder only, so the same migration runs
// on SQLite and PostgreSQL. A node's page reads its children by (parent_id, sort); a catalogue's roots by
// (kind, parent_id); a move rewrites a subtree by its path prefix; a delete asks whether tickets hold the node.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_catalogue_nodes")
    .addColumn("id", ...idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("service_catalogue_nodes.id"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("service_key", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_catalogue_children").on("service_catalogue_nodes").columns(["parent_id", "sort", "id"]).execute();
  await db.schema.createIndex("service_catalogue_roots").on("service_catalogue_nodes").columns(["kind", "parent_id", "sort"]).execute();
  await db.schema.createIndex("service_catalogue_path").on("service_catalogue_nodes").column("path").execute();
  await db.schema
    .createTable("service_catalogue_tickets")
    .addColumn("claim_id", "integer", (c) => c.primaryKey().references("claims.id").onDelete("cascade"))
    .addColumn("node_id", "integer", (c) => c.notNull().references("service_catalogue_nodes.id"))
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_catalogue_tickets_node").on("service_catalogue_tickets").column("node_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["service_catalogue_tickets", "service_catalogue_nodes"]) await db.schema.dropTable(table).execute();
}
