// The opaque keyset cursor of a list ordered by id (`after`, `nextCursor`): base64url of the last id shown.
// Clients hand it back and never build it; a malformed one reads as none, so the list starts again.
import { toId } from "./ids";

export const idCursor = (id: number): string => Buffer.from(String(id)).toString("base64url");

export function idOfCursor(value: string | null | undefined): number | null {
  if (!value || value.length > 20) return null;
  return toId(Buffer.from(value, "base64url").toString("latin1"));
}
