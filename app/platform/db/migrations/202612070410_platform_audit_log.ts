// The audit log and the technical events (issue #32 point 7). audit_log: every change made through an admin
// page or an editor's right, written in the transaction of the change; append-only through the app (no call
// edits or deletes an entry; old ones leave by the retention setting, in batches). tech_events: what an
// operator looks for when something misbehaves (failed sign-in bursts, rate-limit refusals, push and video
// failures, search rebuilds), written beside the work, not in its transaction.
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", ...idColumn(db))
    .addColumn("at", "text", (c) => c.notNull())
    // Who (null: the system, a CLI or a job); no foreign key: a record outlives the person's row.
    .addColumn("actor_id", "integer")
    .addColumn("action", "text", (c) => c.notNull())
    // What: the entity's kind and its id (text: a role group's id is its type).
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    // The fields before and after, as JSON (null: created or deleted); secrets are never written.
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  // The log's filters page newest first by id: by person, by entity, by action; the period bounds the id range.
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "id"]).execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "id"]).execute();
  await db.schema.createIndex("audit_log_entity_id").on("audit_log").columns(["entity", "entity_id", "id"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "id"]).execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at"]).execute();
  await db.schema
    .createTable("tech_events")
    .addColumn("id", ...idColumn(db))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    // The person it concerns, when one (a sign-in burst's phone owner, a push's recipient).
    .addColumn("user_id", "integer")
    // What happened, as JSON (never a secret).
    .addColumn("details", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tech_events_kind").on("tech_events").columns(["kind", "id"]).execute();
  await db.schema.createIndex("tech_events_user").on("tech_events").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("tech_events_at").on("tech_events").columns(["at"]).execute();
}
