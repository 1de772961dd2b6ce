// A stored file's address, /files/{id}-{key}/{name} (ADR 0026). Ids are sequential, so the key — 128 random
// bits kept with the file (files.url_key) — is what makes an address unguessable; the name only has to match.
// Rich text saved before keys holds /files/{id}/{name}: such an address is still parsed (key null), and
// read.server.ts serves it only under the stricter legacy rule.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { toId } from "~/platform/ids";
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
  const m = /^(\d{1,10})(?:-([0-9a-f]{32}))?$/.exec(segment);
  const id = m ? toId(m[1]) : null;
  return id === null ? null : { id, key: m![2] ?? null };
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
 * SQL: this rich-text column names the file by its keyed address. Only the keyed form counts: writing it takes
 * knowing the key, as anyone who may read the file does, whereas an id typed by hand would let a writer publish
 * a file she cannot read to her body's readers. (Bodies saved before keys were given them by their features'
 * migrations, keyLegacyAddresses.) A scan of the column: for the bodies editors write by hand (documents, the
 * FAQ, the glossary), not for lists that grow with every post — those keep the files they show in a table of
 * their own (the guide's body files, checked as they are saved; group articles', by filesNamedByKey below).
 */
export function namesFile(column: string, fileId: number): RawBuilder<SqlBool> {
  const key = sql`(select url_key from files where id = ${fileId})`;
  return sql<SqlBool>`${sql.ref(column)} like (${`%${FILES_URL}${fileId}-`} || ${key} || ${"/%"})`;
}

/**
 * The stored files a body names by their keyed address (/files/{id}-{key}/, the key the file's own): the rule
 * of namesFile, read once as a body is saved, for a feature that keeps its bodies' files in a table of its own
 * so its guard reads an index instead of scanning every body. An id with a wrong key, or id-only, names nothing.
 */
export async function filesNamedByKey<DB>(db: Kysely<DB>, bodies: readonly (string | null)[]): Promise<number[]> {
  const given = new Map<number, Set<string>>();
  for (const body of bodies)
    for (const m of (body ?? "").matchAll(/\/files\/(\d{1,10})-([0-9a-f]{32})\//g)) {
      const id = Number(m[1]);
      given.set(id, (given.get(id) ?? new Set()).add(m[2]!));
    }
  const files = db as unknown as Kysely<{ files: { id: number; url_key: string | null } }>;
  const named: number[] = [];
  const ids = [...given.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const found = await files
      .selectFrom("files")
      .select(["id", "url_key"])
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const f of found) if (f.url_key && given.get(Number(f.id))?.has(f.url_key)) named.push(Number(f.id));
  }
  return named.sort((x, y) => x - y);
}

const LEGACY_ADDRESS = /\/files\/(\d{1,10})\//g;

/**
 * For a feature's migration: rewrites the id-only addresses (/files/{id}/…) in these rich-text columns of its
 * table (an `id` column keys the rows) to the keyed ones, so its file guard (namesFile) recognises them. An
 * id of no stored file is left as it is: an old link, not a file to serve.
 */
export async function keyLegacyAddresses<DB>(db: Kysely<DB>, table: string, columns: readonly string[]): Promise<void> {
  const any = db as unknown as Kysely<Record<string, Record<string, string | number | null>>>;
  const rows = await any
    .selectFrom(table)
    .select(["id", ...columns])
    .where((eb) => eb.or(columns.map((c) => eb(c, "like", `%${FILES_URL}%`))))
    .execute();
  const ids = new Set<number>();
  for (const row of rows) for (const c of columns) for (const m of String(row[c] ?? "").matchAll(LEGACY_ADDRESS)) ids.add(Number(m[1]));
  if (ids.size === 0) return;
  const keys = new Map<number, string>();
  const list = [...ids];
  for (let i = 0; i < list.length; i += 500) {
    const found = await any
      .selectFrom("files")
      .select(["id", "url_key"])
      .where("id", "in", list.slice(i, i + 500))
      .execute();
    for (const f of found) if (f.url_key) keys.set(Number(f.id), String(f.url_key));
  }
  const keyed = (text: string) =>
    text.replace(LEGACY_ADDRESS, (all, id: string) => (keys.has(Number(id)) ? `${FILES_URL}${id}-${keys.get(Number(id))}/` : all));
  for (const row of rows) {
    const changed = Object.fromEntries(
      columns.flatMap((c) => (typeof row[c] === "string" && keyed(row[c]) !== row[c] ? [[c, keyed(row[c])]] : [])),
    );
    if (Object.keys(changed).length) await any.updateTable(table).set(changed).where("id", "=", row.id!).execute();
  }
}
