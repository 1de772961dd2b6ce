// Files its bodies show by the address they had before keys (/files/{id}/…) get the keyed one (ADR 0026): the
// FAQ's file guard recognises a file only by its keyed address, which a writer cannot type by hand.
import type { Kysely } from "kysely";
import { keyLegacyAddresses } from "~/platform/files/address.server";

export async function up(db: Kysely<unknown>): Promise<void> {
  await keyLegacyAddresses(db, "faq_questions", ["answer_new_editor"]);
}
