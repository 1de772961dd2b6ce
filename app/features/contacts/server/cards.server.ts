// Reading cards: one card, cards by id (search results), and the contacts a person opened last
// (recorded when the card page opens, or by JSON clients).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import type { ContactIdInput, RecentAddInput } from "./payloads.server";
import type { ContactCard } from "~/features/contacts/views";
import { cardById, cardExists, cardQuery, presentCards } from "./queries.server";
import { contactsRefusals as t } from "~/features/contacts/messages.server";

/** How many recently opened contacts are kept per person. */
export const RECENT_LIMIT = 10;

export function createCards({ db, now }: Deps) {
  return {
    /** Cards by id as this person sees them, in the order of ids (search results); hidden ones are left out. */
    async cardsByIds(actor: Actor, ids: number[]): Promise<ContactCard[]> {
      const user = requireUser(actor);
      if (ids.length === 0) return [];
      const rows = await cardQuery(db, user.userId).where("c.id", "in", ids).execute();
      const cards = new Map((await presentCards(db, rows, user.userId)).map((card) => [card.id, card]));
      return ids.flatMap((id) => cards.get(id) ?? []);
    },

    /** GET /contacts-v2/contact/get?id (ours): one card. */
    async contact(actor: Actor, { id }: ContactIdInput): Promise<ContactCard> {
      const user = requireUser(actor);
      const card = await cardById(db, user.userId, id);
      if (!card) throw notFound(t.contactNotFound);
      return card;
    },

    /**
     * Records that the person opened a card (the card page does it; JSON clients call
     * POST /contacts-v2/recent/add). Only the RECENT_LIMIT newest stay.
     */
    async recordView(actor: Actor, { contactId }: RecentAddInput): Promise<void> {
      const user = requireUser(actor);
      if (!(await cardExists(db, contactId))) throw notFound(t.contactNotFound);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contact_views")
          .values({ user_id: user.userId, contact_id: contactId, viewed_at: at })
          .onConflict((oc) => oc.columns(["user_id", "contact_id"]).doUpdateSet({ viewed_at: at }))
          .execute();
        await trx
          .deleteFrom("contact_views")
          .where("user_id", "=", user.userId)
          .where("contact_id", "not in", (eb) =>
            eb
              .selectFrom("contact_views")
              .select("contact_id")
              .where("user_id", "=", user.userId)
              .orderBy("viewed_at", "desc")
              .orderBy("contact_id", "desc")
              .limit(RECENT_LIMIT),
          )
          .execute();
      });
    },

    /** GET /contacts-v2/recent/get-contacts: the cards the person opened last, newest first. */
    async recent(actor: Actor): Promise<ContactCard[]> {
      const user = requireUser(actor);
      const rows = await cardQuery(db, user.userId)
        .innerJoin("contact_views as v", (join) => join.onRef("v.contact_id", "=", "c.id").on("v.user_id", "=", user.userId))
        .orderBy("v.viewed_at", "desc")
        .orderBy("c.id", "desc")
        .limit(RECENT_LIMIT)
        .execute();
      return presentCards(db, rows, user.userId);
    },
  };
}
