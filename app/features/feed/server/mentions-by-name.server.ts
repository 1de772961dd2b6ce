// «@Фамилия Имя» typed in a comment without JavaScript (issue #12 point 9): the page's comment form has no
// finder then, so the server reads the names from the note. A name counts only when it is one active
// person's: namesakes (the directory has them) are left unnamed rather than guessed; with JavaScript the
// finder sends the chosen person's id (notifyUserIds) and this adds nothing new. Pages only: an /api
// client names people by notifyUserIds, as the spec says.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/** «@» at the start or after a space, then a surname and a name, each capitalised (as the finder writes them). */
const NAMED = /(?:^|\s)@(\p{Lu}[\p{L}-]*) (\p{Lu}[\p{L}-]*)/gu;
/** Names read from one note at most. */
const MOST = 10;

/** The people a note names as «@Фамилия Имя», each the only active person of that name. */
export async function namedInNote(db: Kysely<Database>, note: string): Promise<number[]> {
  const pairs = [...new Map([...note.matchAll(NAMED)].map((m) => [`${m[1]} ${m[2]}`, { surname: m[1]!, name: m[2]! }])).values()];
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select(["id", "surname", "name"])
    .where("blocked", "=", 0)
    .where((eb) => eb.or(pairs.slice(0, MOST).map((p) => eb.and([eb("surname", "=", p.surname), eb("name", "=", p.name)]))))
    .execute();
  const byName = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.surname} ${r.name}`;
    byName.set(key, [...(byName.get(key) ?? []), r.id]);
  }
  return [...byName.values()].flatMap((ids) => (ids.length === 1 ? ids : []));
}
