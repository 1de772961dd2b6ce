// The events outbox with consumers (docs/decisions/0012-events-outbox.md):
// - event_subscriptions: which consumer handles which event type, written at start-up from the
//   features' manifests;
// - event_deliveries: one row per (event, consumer), inserted by writeEvent in the SAME transaction as
//   the event, so a delivery becomes visible exactly when its event commits (an event committed after a
//   later-numbered one is never skipped: there is no cursor to move past it). Each consumer keeps its
//   own progress in its rows: attempts, the next try (backoff), the last error, processed or given up.
// Events still pending from before this migration are delivered to their consumers when those
// subscribe (the first start-up after it).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_subscriptions")
    .addColumn("consumer", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_subscriptions_pk", ["consumer", "type"])
    .execute();
  await db.schema.createIndex("event_subscriptions_type").on("event_subscriptions").column("type").execute();
  await db.schema
    .createTable("event_deliveries")
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("consumer", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    /** ISO time before which it is not tried again (after a failure); null: due now. */
    .addColumn("next_attempt_at", "text")
    .addColumn("last_error", "text")
    .addColumn("processed_at", "text")
    /** Set when the handler failed too many times: kept for a person to look at, not retried. */
    .addColumn("failed_at", "text")
    .addPrimaryKeyConstraint("event_deliveries_pk", ["event_id", "consumer"])
    .execute();
  await db.schema
    .createIndex("event_deliveries_pending")
    .on("event_deliveries")
    .columns(["consumer", "processed_at", "failed_at", "event_id"])
    .execute();
}
