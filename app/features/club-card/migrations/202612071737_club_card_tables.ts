// The club card's tables (see tables.ts): cards, their uses at partners, and the Maxi-club's gate passes.
// kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL (both keep partial indexes).
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("club_cards")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("blocked_at", "text")
    .addColumn("replaced_at", "text")
    .execute();
  // A person holds one current card: two first visits at once cannot both issue one (the loser reads the winner's).
  await db.schema
    .createIndex("club_cards_current")
    .on("club_cards")
    .column("user_id")
    .unique()
    .where(sql.ref("replaced_at"), "is", null)
    .execute();
  // The statistics count cards issued by month.
  await db.schema.createIndex("club_cards_issued").on("club_cards").column("issued_at").execute();

  await db.schema
    .createTable("club_card_uses")
    .addColumn("id", ...idColumn(db))
    .addColumn("card_id", "integer", (c) => c.notNull().references("club_cards.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The club feature's partner: no foreign key across features (it keeps its own tables).
    .addColumn("partner_id", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    /** The Moscow day of used_at: one use per person, partner and day. */
    .addColumn("used_day", "text", (c) => c.notNull())
    .addUniqueConstraint("club_card_uses_once_a_day", ["user_id", "partner_id", "used_day"])
    .execute();
  await db.schema.createIndex("club_card_uses_by_day").on("club_card_uses").columns(["used_day", "partner_id"]).execute();

  await db.schema
    .createTable("club_gate_passes")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("visit_day", "text", (c) => c.notNull())
    /** The guests' names, a JSON array of strings. */
    .addColumn("guests", "text", (c) => c.notNull())
    .addColumn("car_number", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("arrived_at", "text")
    .execute();
  // The staff's day list (visit_day, id) and a person's own passes (user_id, id).
  await db.schema.createIndex("club_gate_passes_by_day").on("club_gate_passes").columns(["visit_day", "id"]).execute();
  await db.schema.createIndex("club_gate_passes_by_user").on("club_gate_passes").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("club_gate_passes").execute();
  await db.schema.dropTable("club_card_uses").execute();
  await db.schema.dropTable("club_cards").execute();
}
