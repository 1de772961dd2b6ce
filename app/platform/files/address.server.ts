// A stored file's address, /files/{id}-{key}/{name} (ADR 0026). Ids are sequential, so the key — 128 random
// bits kept with the file (files.url_key) — is what makes an address unguessable; the name only has to match.
// Rich text saved before keys holds /files/{id}/{name}: such an address is still parsed (key null), and
// read.server.ts serves it only under the stricter legacy rule.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { safeFileName } from "~/shared/files/rules";

/** URL path prefix of stored files (BASE_PATH goes in front when they are shown). */
export const FILES_URL = "/files/";

/** A new file's key: 16 random bytes as 32 hex digits (hex keeps the "-" before it unambiguous). */
export const newUrlKey = () => randomBytes(16).toString("hex");

/** The serving path of a stored file: its id, its key and its safe name. */
export function filePathOf(id: number, urlKey: string, originalName: string): string {
  return `${FILES_URL}${id}-${urlKey}/${encodeURIComponent(safeFileName(originalName))}`;
}

/** The first segment after /files/: "{id}-{key}", or a bare "{id}" (legacy); null for anything else. */
export function parseFileSegment(segment: string): { id: number; key: string | null } | null {
  const m = /^(\d{1,15})(?:-([0-9a-f]{32}))?$/.exec(segment);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? { id, key: m[2] ?? null } : null;
}

/** Whether a key given in an address is the file's (compared in constant time). */
export function keyMatches(given: string, stored: string | null): boolean {
  if (stored === null || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

/**
 * The ids of the stored files a rich-text body names, in either address form (the keyed one and the legacy
 * id-only one), each once: what a feature's guard or its list of a body's files looks for.
 */
export function fileIdsIn(html: string): number[] {
  return [...new Set([...html.matchAll(/\/files\/(\d{1,10})(?:-[0-9a-f]{32})?\//g)].map((m) => Number(m[1])))];
}

/**
 * SQL: this rich-text column names the file, in either address form. A scan of the column: for the bodies
 * editors write by hand (documents, the FAQ, the glossary, group articles), not for lists that grow with
 * every post — those keep the files they show in a table of their own (the guide's body files).
 */
export function namesFile(column: string, fileId: number): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  return sql<SqlBool>`(${ref} like ${`%${FILES_URL}${fileId}-%`} or ${ref} like ${`%${FILES_URL}${fileId}/%`})`;
}
