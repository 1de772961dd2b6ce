// The contact cards in the portal search (issue #16, CONTACT, block «Контакты»): employees' cards, found by the
// person's name, and service records ("another"), found by their own name or by the name of the person they
// are linked to. An employee's card is scoped by its person, so a blocked person's card is never found, even
// before the blocking's event is delivered, and withoutMe leaves the reader's own card out; service records
// have no scope. The found items are the directory's own cards (presentCards, as /contacts-v2/* give them).
import type { Kysely } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer, SearchScope } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { contactsCommon as contactsMessages } from "~/features/contacts/messages/common";
import { contactPartNames } from "~/features/contacts/messages.server";
import { fullName } from "~/features/contacts/names";
import { CONTACT_CHANGED } from "./directory-events.server";
import { cardQuery, presentCards, visibleCards } from "./queries.server";
import { idsAfterOf } from "~/platform/search-ids.server";

/** The parts of the index GET /search/find-index-with-grouping shows apart (the cards' kinds). */
export const CONTACT_PARTS = ["user", "another"] as const;

/** The people who may be found (not blocked; not the reader with withoutMe), as a subquery of their ids. */
export function findablePeople(db: Kysely<Database>, exceptUserId: number | null) {
  const people = db.selectFrom("users").select("users.id").where("users.blocked", "=", 0);
  return exceptUserId != null ? people.where("users.id", "<>", exceptUserId) : people;
}

/**
 * Everyone else (people are never deleted, only blocked): the blocked and, with withoutMe, the reader. Few, so
 * the search counts the matches of 60,000 people less theirs (users_blocked, migration 0027).
 */
export function unfindablePeople(db: Kysely<Database>, exceptUserId: number | null) {
  return db
    .selectFrom("users")
    .select("users.id")
    .where((eb) => eb.or([eb("users.blocked", "=", 1), ...(exceptUserId != null ? [eb("users.id", "=", exceptUserId)] : [])]));
}

/** The scope of people's items: the findable, also said as everyone but the unfindable. */
export function peopleScope(db: Kysely<Database>, exceptUserId: number | null, allowNullScope: boolean) {
  return { scopeIds: findablePeople(db, exceptUserId), exceptScopeIds: unfindablePeople(db, exceptUserId), allowNullScope };
}

/** A found card's or department's page: its contacts category (by the breadcrumb of ids), else the directory. */
export function categoryTarget(object: unknown): string {
  const crumb = typeof object === "object" && object !== null ? (object as { categoryIdBreadCrumb?: unknown }).categoryIdBreadCrumb : null;
  return typeof crumb === "string" ? `/v2/contacts/${crumb}` : "/v2/contacts";
}

export function contactSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: "CONTACT",
    block: { header: contactsMessages.title, order: 4 },
    parts: CONTACT_PARTS.map((key) => ({ key, name: contactPartNames[key] })),
    allPrefix: true,

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        visibleCards(trx)
          .select(["c.id", "c.kind", "c.user_id", "c.name", "c.surname", "c.middlename", "c.updated_at"])
          .select(["u.name as u_name", "u.surname as u_surname", "u.middlename as u_middlename", "u.blocked as u_blocked"])
          .where("c.id", "in", part)
          .execute(),
      );
      return rows.map((r) => {
        const person =
          r.u_name != null && r.u_blocked === 0 ? fullName({ name: r.u_name, surname: r.u_surname, middlename: r.u_middlename }) : "";
        return r.kind === "user"
          ? { objectId: r.id, scopeId: r.user_id, title: person, body: "", freshAt: r.updated_at }
          : {
              objectId: r.id,
              scopeId: null,
              title: fullName({ name: r.name ?? "", surname: r.surname, middlename: r.middlename }),
              body: person,
              freshAt: r.updated_at,
            };
      });
    },

    idsAfter: idsAfterOf((db) => visibleCards(db).select("c.id")),

    events: { [CONTACT_CHANGED]: idsOfEvent },

    async scope(reader, options): Promise<SearchScope> {
      if (options?.part === "another") return { scopeIds: [], allowNullScope: true };
      return peopleScope(db, options?.withoutMe ? reader.userId : null, options?.part !== "user");
    },

    async present(reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) => cardQuery(db, reader.userId).where("c.id", "in", part).execute());
      return presentCards(db, rows, reader.userId);
    },

    target: categoryTarget,
  };
}
