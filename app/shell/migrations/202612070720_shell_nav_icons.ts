// Section icons (issue #32 point 1, /admin/icons): a top-level menu section shows a glyph of the portal's set
// (`icon`, its name) or an uploaded PNG or SVG (`icon_file_id`), at most one of the two; neither: no icon.
// A deleted file takes its icon with it.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("nav_items").addColumn("icon", "text").execute();
  await db.schema
    .alterTable("nav_items")
    .addColumn("icon_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .execute();
}
