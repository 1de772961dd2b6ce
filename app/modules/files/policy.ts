// Who may upload and read files. No role names here yet; when knowledge-base access rules arrive,
// role checks go through app/modules/core/policies.ts and these functions call them.
import type { Actor } from "../core/actor";
import type { FileType } from "./schema";

/** What a read decision looks at: the file's type and who uploaded it. */
export interface FileForPolicy {
  fileType: string;
  ownerId: number | null;
}

/**
 * Read a stored file. Hook for the knowledge base: a file attached to an article or a normative
 * document will follow that item's canRead (roles of the article, the document's audience), a
 * vacancy resume only its owner and the vacancy's recruiters. For now: any signed-in person.
 */
export function canReadFile(actor: Actor, _file: FileForPolicy): boolean {
  return actor.kind === "user";
}

/** Upload a file of this type. For now: any signed-in person (resumes and editor images alike). */
export function canUploadFile(actor: Actor, _type: FileType): boolean {
  return actor.kind === "user";
}
