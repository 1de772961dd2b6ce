// The notifications' large data set (issue #13 "Scale and speed": 10,000 people × 200 = 2,000,000):
// `perUser` notifications for each of the first `users` active people already in the database, over
// the last 90 days, of the registered types whose objects the database holds (posts and their comments,
// guide articles, thanks; the welcome always), naming real objects. A person's rows are written oldest
// first, so their ids follow their dates as notify() writes them (the list orders by id); the newest
// twentieth of each person's are unread. Deterministic apart from "now". Written through bulkInsert.
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { boundNamesOf, registeredTypes } from "../../app/features/notifications/server/engine.server";
import { familyObject } from "../../app/features/notifications/links";
import { bulkInsert, int, text, type Value } from "./bulk-insert";

const DAY = 24 * 3600_000;
const SPAN_DAYS = 90;
/** How many objects of each kind variables are drawn from. */
const POOL = 2_000;
const UNREAD_SHARE = 0.05;

export interface NotificationsReport {
  users: number;
  rows: number;
  types: string[];
  ms: number;
}

type Var = { text: string; objectId: number | null; avatarFilePath?: string | null };

export async function generateNotifications(
  portal: Portal,
  options: { users: number; perUser: number; now?: Date; log?: (line: string) => void },
): Promise<NotificationsReport> {
  const db = portal.db.kysely;
  const started = performance.now();
  const people = await db
    .selectFrom("users")
    .select(["id", "name", "surname", "avatar_path"])
    .where("blocked", "=", 0)
    .orderBy("id")
    .limit(options.users)
    .execute();
  const comments = await db
    .selectFrom("post_comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select(["c.id", "c.post_id", "p.title"])
    .where("c.is_delete", "=", 0)
    .where("p.status", "=", "PUBLISHED")
    .orderBy("c.id", "desc")
    .limit(POOL)
    .execute();
  const articles = await db.selectFrom("guide_articles").select(["id", "name"]).where("status", "=", "PUBLISHED").limit(POOL).execute();
  const thanks = await db.selectFrom("thanks").select(["id", "text"]).where("is_delete", "=", 0).limit(POOL).execute();

  let seed = 20261127;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const person = (): Var => {
    const p = pick(people);
    return { text: `${p.name} ${p.surname}`.trim(), objectId: p.id, avatarFilePath: p.avatar_path };
  };
  /** Variables for a type's placeholders, or null when the database has no such objects. */
  const variablesOf = (names: string[]): Var[] | null => {
    const comment = comments.length ? pick(comments) : null;
    const out: Var[] = [];
    for (const name of names) {
      if (name === "user") out.push(person());
      else if (name === "post" && comment) out.push({ text: `\u00ab${comment.title ?? ""}\u00bb`, objectId: comment.post_id });
      else if (name === "comment" && comment) out.push({ text: "", objectId: comment.id });
      else if (name === "article" && articles.length) {
        const a = pick(articles);
        out.push({ text: a.name, objectId: a.id });
      } else if (name === "thanks" && thanks.length) {
        const t = pick(thanks);
        out.push({ text: t.text.slice(0, 100), objectId: t.id });
      } else return null;
    }
    return out;
  };
  // Inline placeholders ({reason}) need words of their own: types with them are left out.
  const kinds = [...registeredTypes()]
    .filter(([, def]) => !/\{reason\}/.test(def.template) && variablesOf(boundNamesOf(def)) !== null)
    .map(([type, def]) => ({ type, def, names: boundNamesOf(def), object: familyObject(def.family) }));
  if (people.length === 0 || kinds.length === 0) throw new Error("No people or no objects to notify about: seed the demo first");

  const now = (options.now ?? new Date()).getTime();
  const from = now - SPAN_DAYS * DAY;
  const unreadFrom = Math.floor(options.perUser * (1 - UNREAD_SHARE));
  const rows = function* (): Generator<Value[]> {
    for (const p of people) {
      for (let k = 0; k < options.perUser; k++) {
        const kind = pick(kinds);
        const variables = variablesOf(kind.names)!;
        const at = new Date(from + ((k + rnd() * 0.9) / options.perUser) * (now - from)).toISOString();
        // object_id as notify() writes it: the object of the type's family.
        const object = kind.object ? (variables[kind.names.indexOf(kind.object)]?.objectId ?? null) : null;
        yield [p.id, kind.type, kind.def.template, JSON.stringify(variables), object, k >= unreadFrom ? 0 : 1, at];
      }
    }
  };
  const columns = [int("user_id"), text("type"), text("text"), text("variables"), int("object_id"), int("showed"), text("create_date")];
  const { count } = await bulkInsert(portal.db, "notifications", columns, rows());
  // Fresh statistics, as autovacuum would gather them on a live PostgreSQL (the feed's generator does the same).
  if (portal.db.dialect === "postgres") await sql`vacuum analyze notifications`.execute(db);
  const ms = performance.now() - started;
  options.log?.(`  notifications: ${count.toLocaleString("en-US")} rows in ${(ms / 1000).toFixed(1)} s`);
  return { users: people.length, rows: count, types: kinds.map((k) => k.type), ms };
}
