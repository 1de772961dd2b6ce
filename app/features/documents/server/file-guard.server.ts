// Who may download a file a normative document's body shows (an editor image, an attachment, a
// WIKI_DOCUMENT the spec's client linked): every signed-in person, as every one reads the documents — while
// the document is not deleted. Null for a file no document shows: not the documents' to decide.
import type { Actor } from "~/platform/actor";
import { namesFile } from "~/platform/files/address.server";
import type { DocumentsDeps } from "./document-rows.server";

export async function documentFileReadGuard({ db }: Pick<DocumentsDeps, "db">, actor: Actor, fileId: number): Promise<boolean | null> {
  if (actor.kind !== "user") return null;
  const shown = await db
    .selectFrom("documents as d")
    .select("d.id")
    .where("d.is_deleted", "=", 0)
    .where((eb) => eb.or([namesFile("d.content_new_editor", fileId), namesFile("d.content", fileId)]))
    .limit(1)
    .executeTakeFirst();
  return shown ? true : null;
}
