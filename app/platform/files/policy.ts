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
 * Read a stored file (ADR 0026): its uploader always — the form that uploaded it shows it before it is
 * attached — and anyone else only when a feature that shows it allows it (its FileReadGuard: the guide's
 * articles, the feed's posts, a group's avatar for everyone…). A file no feature vouches for is nobody
 * else's. `featureAllows` is asked only when the uploader rule does not settle it.
 */
export async function canReadFile(actor: Actor, file: FileForPolicy, featureAllows: () => Promise<boolean>): Promise<boolean> {
  if (actor.kind !== "user") return false;
  if (file.ownerId === actor.userId) return true;
  return featureAllows();
}

/** Upload a file of this type. For now: any signed-in person (every kind alike). */
export function canUploadFile(actor: Actor, _type: FileType): boolean {
  return actor.kind === "user";
}
