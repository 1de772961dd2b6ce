// Every stored file gets a random key that its address carries (/files/{id}-{key}/{name}; ADR 0026): ids are
// sequential, so an address of id and name alone could be guessed. Existing files get keys here, one by one
// (a few thousand rows at most), from node:crypto like every new one; a request without the key is served
// only under the legacy rule of files/read.server.ts.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("files").addColumn("url_key", "text").execute();
  const files = db as unknown as Kysely<{ files: { id: number; url_key: string | null } }>;
  const rows = await files.selectFrom("files").select("id").where("url_key", "is", null).execute();
  for (const { id } of rows) {
    await files
      .updateTable("files")
      .set({ url_key: randomBytes(16).toString("hex") })
      .where("id", "=", id)
      .execute();
  }
}
