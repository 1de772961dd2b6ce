// The birthdays feature's domain functions: (actor, typed input) -> result, or a typed domain error. The /api
// (api.server.ts) and the pages (routes/) call the same ones. People's data (birthday, department, city,
// blocked) is the users' and contacts' and is read through their index.server.ts.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { requireUser } from "~/platform/require-user";
import { birthdayPeople, birthdayPerson } from "~/features/users/index.server";
import { departmentChoices } from "~/features/contacts/index.server";
import { serverMessages as r } from "../messages.server";
import { BIRTHDAYS_PAGE, type ListFilter, type WishInput } from "../schema";
import { birthdayKeysOfDays, daysOf } from "./days";
import { moscowDay } from "~/shared/dates";
import { WISH_ADDED, type WishAdded } from "./events";
import { fullNameOf, presentPerson, type PersonView } from "./people.server";
import { createPosters } from "./posters.server";
import { createDaily } from "./daily.server";

export interface BirthdaysList {
  period: ListFilter["period"];
  people: (PersonView & { congratulationId: number | null })[];
  /** The `after` of the next page; null: the last page. */
  next: string | null;
}

export interface CongratulationView {
  id: number;
  kind: "BIRTHDAY" | "POSITION" | "ANNIVERSARY";
  day: string;
  text: string;
  person: { id: number; name: string; position: string | null; department: string | null };
  wishes: { id: number; author: string; authorId: number; text: string; createdAt: string }[];
  /** The reader may add a wish (not her own congratulation, and not wished yet). */
  mayWish: boolean;
  wished: boolean;
  own: boolean;
}

/** The newest wishes shown (and kept for the page): one statement, whatever the congratulation holds. */
export const WISHES_SHOWN = 200;

export function createBirthdays(deps: Deps) {
  const { db, now } = deps;
  const today = () => moscowDay(now());

  async function congratulationRow(id: number) {
    return db
      .selectFrom("birthdays_congratulations")
      .select(["id", "user_id", "kind", "day", "text", "background_file_id"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  return {
    /** Whose birthday falls in the period (today, this week, this month), filtered; BIRTHDAYS_PAGE a page (keyset). */
    async list(actor: Actor, filter: ListFilter): Promise<BirthdaysList> {
      requireUser(actor);
      const day = today();
      const days = daysOf(filter.period, day);
      const rows = await birthdayPeople(db, {
        days: birthdayKeysOfDays(days),
        departmentId: filter.departmentId ?? null,
        city: filter.city ?? null,
        after: filter.after ?? null,
        limit: BIRTHDAYS_PAGE + 1,
      });
      const page = rows.slice(0, BIRTHDAYS_PAGE);
      // Today's congratulations of the page's people, in one statement.
      const ids = page.map((p) => p.id);
      const made =
        ids.length === 0
          ? []
          : await db
              .selectFrom("birthdays_congratulations")
              .select(["id", "user_id"])
              .where("kind", "=", "BIRTHDAY")
              .where("day", "in", days)
              .where("user_id", "in", ids)
              .execute();
      const byUser = new Map(made.map((c) => [c.user_id, c.id]));
      const last = page.at(-1);
      return {
        period: filter.period,
        people: page.map((p) => ({ ...presentPerson(p, day), congratulationId: byUser.get(p.id) ?? null })),
        next: rows.length > BIRTHDAYS_PAGE && last ? `${last.place}.${last.id}` : null,
      };
    },

    /** The departments and cities the list filters by. */
    async filters(actor: Actor) {
      requireUser(actor);
      return departmentChoices(db);
    },

    /** A congratulation with its poster text and the colleagues' wishes; not found for a blocked person. */
    async congratulation(actor: Actor, id: number): Promise<CongratulationView> {
      const me = requireUser(actor);
      const row = await congratulationRow(id);
      const person = row ? await birthdayPerson(db, row.user_id) : null;
      if (!row || !person) throw notFound(r.notFound);
      const wishes = await db
        .selectFrom("birthdays_wishes as w")
        .innerJoin("users as a", "a.id", "w.author_id")
        .select(["w.id", "w.author_id", "w.text", "w.created_at", "a.name", "a.surname", "a.middlename"])
        .where("w.congratulation_id", "=", id)
        .where("a.blocked", "=", 0)
        .orderBy("w.id", "desc")
        .limit(WISHES_SHOWN)
        .execute();
      const own = row.user_id === me.userId;
      const wished = wishes.some((w) => w.author_id === me.userId);
      return {
        id: row.id,
        kind: row.kind,
        day: row.day,
        text: row.text,
        person: { id: person.id, name: fullNameOf(person), position: person.position, department: person.department },
        wishes: wishes.map((w) => ({ id: w.id, author: fullNameOf(w), authorId: w.author_id, text: w.text, createdAt: w.created_at })),
        mayWish: !own && !wished,
        wished,
        own,
      };
    },

    /** A colleague's wish: plain text, once per person and congratulation, never on one's own; the owner is told. */
    async wish(actor: Actor, congratulationId: number, { text }: Pick<WishInput, "text">): Promise<{ id: number }> {
      const me = requireUser(actor);
      const row = await congratulationRow(congratulationId);
      if (!row || !(await birthdayPerson(db, row.user_id))) throw notFound(r.notFound);
      if (row.user_id === me.userId) throw forbidden(r.wishOwn);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("birthdays_wishes")
          .values({ congratulation_id: congratulationId, author_id: me.userId, text, created_at: at.toISOString() })
          .onConflict((oc) => oc.columns(["congratulation_id", "author_id"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) throw conflict(r.wishTwice);
        const event: WishAdded = { wishId: inserted.id };
        await writeEvent(trx, WISH_ADDED, event, at);
        return { id: inserted.id };
      });
    },

    posters: createPosters(deps),
    daily: createDaily(deps),
  };
}

export type BirthdaysService = ReturnType<typeof createBirthdays>;
