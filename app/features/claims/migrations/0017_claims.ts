// Claims (issue #13 point 7): requests that run through one engine, whatever their type (a support
// request, a group join request, a vacancy reply). One row per claim with the optimistic `version` a
// status change compares and sets; the people who handle it, resolved when it is filed; and two
// histories: comments and events (claim_history) and status moves (claim_status_history).
// Every list reads one index range: a person's own claims (claims_owner), the claims a person handles
// (claim_handlers' primary key, user first), and a claim's history entries (claim_id, id).
// Times are ISO text, as everywhere.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("claims")
    .addColumn("id", ...idColumn(db))
    /** The registered type's name (GENERAL_REQUEST...). */
    .addColumn("type", "text", (c) => c.notNull())
    /** One of its type's statuses. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("create_date", "text", (c) => c.notNull())
    .addColumn("update_date", "text", (c) => c.notNull())
    /** Bumped by every status change; a change names the one it read (compare-and-set). */
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("claims_owner").on("claims").columns(["owner_id", "id"]).execute();

  await db.schema
    .createTable("claim_handlers")
    .addColumn("claim_id", "integer", (c) => c.notNull().references("claims.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The approver's list walks (user_id, claim_id); a claim's handlers come from the second index.
    .addPrimaryKeyConstraint("claim_handlers_pk", ["user_id", "claim_id"])
    .execute();
  await db.schema.createIndex("claim_handlers_claim").on("claim_handlers").columns(["claim_id", "user_id"]).execute();

  await db.schema
    .createTable("claim_history")
    .addColumn("id", ...idColumn(db))
    .addColumn("claim_id", "integer", (c) => c.notNull().references("claims.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    /** CREATED, STATUS (a move, its comment) or COMMENT. */
    .addColumn("type", "text", (c) => c.notNull())
    /** The new status of a STATUS entry (its description is shown), else null. */
    .addColumn("status", "text")
    .addColumn("comment", "text")
    .execute();
  await db.schema.createIndex("claim_history_claim").on("claim_history").columns(["claim_id", "id"]).execute();

  await db.schema
    .createTable("claim_status_history")
    .addColumn("id", ...idColumn(db))
    .addColumn("claim_id", "integer", (c) => c.notNull().references("claims.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    /** Null for the first status, set when the claim was filed. */
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("comment", "text")
    .execute();
  await db.schema.createIndex("claim_status_history_claim").on("claim_status_history").columns(["claim_id", "id"]).execute();
}
