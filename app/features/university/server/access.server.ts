// The university's guards, shared by its domain functions: reading is for anyone signed in, changing for its
// editors (policy.ts says who).
import type { Actor } from "~/platform/actor";
import { forbidden, notFound, unauthorized } from "~/platform/errors";
import type { FilesService } from "~/platform/files/files.server";
import type { FileType } from "~/shared/files/rules";
import { api as apiMessages } from "~/shared/messages.server";
import { serverMessages as r } from "../messages.server";
import { canEditUniversity, canReadUniversity } from "../policy";

export function requireReader(actor: Actor): void {
  if (!canReadUniversity(actor)) throw unauthorized(apiMessages.unauthorized);
}

export function requireEditor(actor: Actor): void {
  requireReader(actor);
  if (!canEditUniversity(actor)) throw forbidden(r.forbidden);
}

/** A file of the given kind, or the refusal under `field` (an id of another kind or of no file). */
export async function fileOfKind(files: FilesService, fileId: number, type: FileType, field: string) {
  const record = await files.record(fileId);
  if (record?.fileType !== type) throw notFound(r.fileNotFound, { [field]: r.fileNotFound });
  return record;
}
