// Which stored file a GET /files/{id}-{key}/{name} names, and whether this person may read it (ADR 0026).
// Every refusal is the same "not found" as a missing file: a wrong key, a wrong name and a file one may not
// read must not be told apart, or the answer would confirm that an id exists.
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { safeFileName } from "~/shared/files/rules";
import { fileRefusals } from "~/shared/messages.server";
import { keyMatches, parseFileSegment } from "./address.server";
import { canReadFile } from "./policy";

export interface ReadRules {
  /** Some feature that shows the file allows this person to read it (the manifests' fileReadGuards). */
  guardsAllow(actor: Actor, fileId: number): Promise<boolean>;
  /** The file's kind may be named by the legacy id-only address (FileKind.legacyAddress). */
  legacyAddress(fileType: string): boolean;
}

/**
 * The file of `segment` ("{id}-{key}", or a legacy "{id}") and `name`, when this person may read it; else
 * not found. A legacy address — rich text saved before keys — is honoured only for the kinds rich text holds
 * and only when a feature allows the file: the uploader's own right needs the key, so an id walked by hand
 * finds nothing but what the walker may read where it is shown anyway.
 */
export async function readableFile(db: Kysely<Database>, actor: Actor, segment: string, name: string, rules: ReadRules) {
  const address = parseFileSegment(segment);
  if (!address) throw notFound(fileRefusals.notFound);
  const row = await db
    .selectFrom("files as f")
    // A converted video or its poster is read under its original's rights (wherever that is attached).
    .leftJoin("video_jobs as vj", (j) =>
      j.on((eb) => eb.or([eb("vj.converted_file_id", "=", eb.ref("f.id")), eb("vj.poster_file_id", "=", eb.ref("f.id"))])),
    )
    .select(["f.id", "f.user_id", "f.original_name", "f.file_type", "f.content_type", "f.size", "f.storage_key", "f.url_key", "f.is_image"])
    .select("vj.file_id as source_id")
    .where("f.id", "=", address.id)
    .executeTakeFirst();
  if (!row || name !== safeFileName(row.original_name)) throw notFound(fileRefusals.notFound);
  // An attachment of something the person cannot read leaks nothing: it is "not found" like a wrong id.
  const featureAllows = () => rules.guardsAllow(actor, row.source_id ?? row.id);
  const allowed =
    address.key === null
      ? rules.legacyAddress(row.file_type) && actor.kind === "user" && (await featureAllows())
      : keyMatches(address.key, row.url_key) &&
        (await canReadFile(actor, { fileType: row.file_type, ownerId: row.user_id }, featureAllows));
  if (!allowed) throw notFound(fileRefusals.notFound);
  return row;
}
