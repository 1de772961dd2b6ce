// Запись к врачу's tables (see tables.ts). kysely's schema builder only, so the same migration runs on SQLite and
// PostgreSQL. Two unique keys hold the booking rules against any number of parallel posts: `active_slot_id`
// (a slot's id while an appointment holds it, null once cancelled) lets one active appointment per slot, and
// `active_person_key` (person:doctor:day while active) one per person, doctor and day. Both engines allow many
// NULLs in a unique index, so cancelled appointments never collide.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("doctor_doctors")
    .addColumn("id", ...idColumn(db))
    .addColumn("speciality", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("doctor_doctors_user").on("doctor_doctors").columns(["user_id"]).execute();
  await db.schema
    .createTable("doctor_days")
    .addColumn("id", ...idColumn(db))
    .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctor_doctors.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("doctor_days_once", ["doctor_id", "day"])
    .execute();
  await db.schema
    .createTable("doctor_slots")
    .addColumn("id", ...idColumn(db))
    .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctor_doctors.id").onDelete("cascade"))
    .addColumn("day_id", "integer", (c) => c.notNull().references("doctor_days.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("removed", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("doctor_slots_once", ["doctor_id", "starts_at"])
    .execute();
  await db.schema.createIndex("doctor_slots_start").on("doctor_slots").columns(["starts_at", "id"]).execute();
  await db.schema
    .createTable("doctor_appointments")
    .addColumn("id", ...idColumn(db))
    .addColumn("slot_id", "integer", (c) => c.notNull().references("doctor_slots.id").onDelete("cascade"))
    .addColumn("doctor_id", "integer", (c) => c.notNull().references("doctor_doctors.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("active_slot_id", "integer")
    .addColumn("active_person_key", "text")
    .addColumn("cancel_note", "text")
    .addColumn("cancelled_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reminded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("doctor_appointments_one_per_slot", ["active_slot_id"])
    .addUniqueConstraint("doctor_appointments_one_per_person_day", ["active_person_key"])
    .execute();
  await db.schema.createIndex("doctor_appointments_person").on("doctor_appointments").columns(["user_id", "starts_at"]).execute();
  await db.schema.createIndex("doctor_appointments_doctor").on("doctor_appointments").columns(["doctor_id", "starts_at"]).execute();
  await db.schema.createIndex("doctor_appointments_start").on("doctor_appointments").columns(["starts_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["doctor_appointments", "doctor_slots", "doctor_days", "doctor_doctors"]) await db.schema.dropTable(table).execute();
}
