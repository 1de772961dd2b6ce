// Mentoring: mentors with their topics, requests that become pairs, and the pairs' meetings. kysely's schema
// builder only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mentoring_mentors")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("about", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("accepting", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("mentoring_topics")
    .addColumn("mentor_id", "integer", (c) => c.notNull().references("mentoring_mentors.user_id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("topic_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("mentoring_topics_pk", ["mentor_id", "topic_key"])
    .execute();
  // The filter finds the mentors of a topic.
  await db.schema.createIndex("mentoring_topics_key").on("mentoring_topics").columns(["topic_key", "mentor_id"]).execute();
  await db.schema
    .createTable("mentoring_pairs")
    .addColumn("id", ...idColumn(db))
    .addColumn("mentor_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mentee_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .addColumn("closed_at", "text")
    .execute();
  await db.schema.createIndex("mentoring_pairs_mentor").on("mentoring_pairs").columns(["mentor_id", "status"]).execute();
  await db.schema.createIndex("mentoring_pairs_mentee").on("mentoring_pairs").columns(["mentee_id", "status"]).execute();
  await db.schema
    .createTable("mentoring_meetings")
    .addColumn("id", ...idColumn(db))
    .addColumn("pair_id", "integer", (c) => c.notNull().references("mentoring_pairs.id").onDelete("cascade"))
    .addColumn("held_on", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mentoring_meetings_pair").on("mentoring_meetings").columns(["pair_id", "held_on"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["mentoring_meetings", "mentoring_pairs", "mentoring_topics", "mentoring_mentors"])
    await db.schema.dropTable(table).execute();
}
