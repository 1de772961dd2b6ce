// Role groups (issue #32): bundles of roles granted to people, departments (with or without their
// sub-departments) and positions. The bundles are the features' manifests' (RoleGroupDef); the users feature
// writes them here at start (role_group_roles) so that every statement that asks who holds a role reads them
// in SQL, as it reads user_roles. kysely's schema builder only: the same migration on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("role_groups")
    .addColumn("type", "text", (c) => c.primaryKey())
    // Bumped by every grant and revocation: a form opened before another administrator's change is refused.
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("role_group_roles")
    .addColumn("group_type", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("role_group_roles_pk", ["group_type", "role"])
    .execute();
  await db.schema.createIndex("role_group_roles_role").on("role_group_roles").columns(["role", "group_type"]).execute();
  await db.schema
    .createTable("role_group_grants")
    .addColumn("id", ...idColumn(db))
    .addColumn("group_type", "text", (c) => c.notNull())
    // USER, DEPARTMENT or POSITION (the catalogue's, users.position_id); object_id is its id.
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    // A department's grant reaches its sub-departments too (1) or its own people only (0).
    .addColumn("with_subdepartments", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addColumn("granted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("role_group_grants_once", ["group_type", "subject", "object_id"])
    .execute();
  // A person's roles look her grants up by what she is: her id, her department chain, her position.
  await db.schema.createIndex("role_group_grants_subject").on("role_group_grants").columns(["subject", "object_id"]).execute();
}
