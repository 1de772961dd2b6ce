// Who may upload and read files. No role names here; role checks go through
// app/platform/policies.ts, and features that attach files guard them (FileReadGuard).
import type { Actor } from "~/platform/actor";
import type { FileType } from "~/shared/files/rules";

/** What a read decision looks at: the file's type and who uploaded it. */
export interface FileForPolicy {
  fileType: string;
  ownerId: number | null;
}

/**
 * Read a stored file: any signed-in person, unless a feature that attaches it says otherwise (the
 * guide's articles: FileReadGuard in files.server.ts). A feature's guard may also keep a kind of its own
 * to a few people whether attached or not (the vacancies' résumés).
 */
export function canReadFile(actor: Actor, _file: FileForPolicy): boolean {
  return actor.kind === "user";
}

/** Upload a file of this type. For now: any signed-in person (every kind alike). */
export function canUploadFile(actor: Actor, _type: FileType): boolean {
  return actor.kind === "user";
}
