// The contacts kind of favourites (CONTACT): the favourites feature asks it whether a card exists,
// counts and lists a person's favourite cards. A card that is gone or hidden is left out everywhere.
import type { Deps } from "~/platform/deps.server";
import type { FavoriteKind } from "~/platform/feature";
import { starredIds } from "~/platform/favorites.server";
import type { ContactCard } from "~/features/contacts/views";
import { CONTACT, cardExists, cardQuery, presentCards } from "./queries.server";
import { contactsRefusals } from "~/features/contacts/messages.server";

export function createFavoriteContacts({ db }: Deps): FavoriteKind<ContactCard> {
  /** Favourite contacts that still exist and can be seen. */
  function favoriteContacts(userId: number) {
    return db
      .selectFrom("favorites as fav")
      .innerJoin("contacts as c", "c.id", "fav.object_id")
      .leftJoin("users as u", "u.id", "c.user_id")
      .where("fav.user_id", "=", userId)
      .where("fav.type", "=", CONTACT)
      .where((eb) => eb.or([eb("c.kind", "=", "another"), eb("u.blocked", "=", 0)]));
  }

  return {
    type: CONTACT,
    notFoundMessage: contactsRefusals.contactNotFound,
    exists: (objectId) => cardExists(db, objectId),
    async count({ userId }) {
      const row = await favoriteContacts(userId)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async ids({ userId }) {
      const rows = await favoriteContacts(userId)
        .select("fav.object_id")
        .orderBy("fav.created_at", "desc")
        .orderBy("fav.object_id", "desc")
        .execute();
      return rows.map((r) => r.object_id);
    },
    async list({ userId }, { pageNumber, pageSize }) {
      const rows = await cardQuery(db, userId)
        .where("c.id", "in", starredIds(db, userId, CONTACT))
        .where("f.object_id", "is not", null)
        .orderBy("f.created_at", "desc")
        .orderBy("c.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return presentCards(db, rows, userId);
    },
  };
}
