// The club card: issued to a person on her first visit of /club/card (or by a card admin), blocked and
// reissued by card admins, and used at the club's partners (one use per person, partner and Moscow day).
// A card is personal: only its holder, card admins and administrators see it.
import type { Kysely } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { moscowDay } from "~/shared/dates";
import { api as apiMessages } from "~/shared/messages.server";
import { canManageCards, canSeeCardOf } from "../policy";
import { serverMessages as r } from "../messages.server";
import { newCardNumber } from "./card-number";

/** What the club card needs of the club: its partners' names (one query for any number of ids). */
export interface ClubPartners {
  partnerNames(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

export interface ClubCard {
  id: number;
  number: string;
  issuedAt: string;
  blocked: boolean;
  holder: { id: number; name: string; surname: string };
}

export interface CardUse {
  id: number;
  partnerId: number;
  partnerName: string;
  usedAt: string;
}

/** A person's own recent uses on her card page: the newest this many, one query. */
export const RECENT_USES = 10;
/** A new number clashing with an issued one is drawn again, this many times at most (10^10 numbers). */
const NUMBER_TRIES = 5;

function requireSignedIn(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  return actor;
}

export function createCards({ db, now }: Deps, club: ClubPartners) {
  async function current(holderId: number, q: Kysely<Database> = db): Promise<ClubCard | null> {
    const row = await q
      .selectFrom("club_cards as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select(["c.id", "c.number", "c.issued_at", "c.blocked_at", "u.id as holderId", "u.name", "u.surname"])
      .where("c.user_id", "=", holderId)
      .where("c.replaced_at", "is", null)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      number: row.number,
      issuedAt: row.issued_at,
      blocked: row.blocked_at !== null,
      holder: { id: row.holderId, name: row.name, surname: row.surname },
    };
  }

  /**
   * Issues a card to a person who has no current one. Two issues at once meet the table's one-current-card
   * index: the loser inserts nothing and reads the winner's card; a clashing number is drawn again.
   */
  async function issue(holderId: number, issuedBy: number | null, q: Kysely<Database> = db): Promise<ClubCard> {
    for (let i = 0; i < NUMBER_TRIES; i++) {
      await q
        .insertInto("club_cards")
        .values({ user_id: holderId, number: newCardNumber(), issued_at: now().toISOString(), issued_by: issuedBy })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const card = await current(holderId, q);
      if (card) return card;
    }
    throw new Error("No free club card number after several tries");
  }

  /** A partner's name for the card page's «used» button; unknown: refused by name. */
  async function partner(partnerId: number): Promise<{ id: number; name: string }> {
    const name = (await club.partnerNames([partnerId])).get(partnerId);
    if (name === undefined) throw notFound(r.unknownPartner, { partnerId: r.unknownPartner });
    return { id: partnerId, name };
  }

  async function requirePerson(id: number): Promise<void> {
    const person = await db.selectFrom("users").select("id").where("id", "=", id).where("blocked", "=", 0).executeTakeFirst();
    if (!person) throw notFound(r.noPerson);
  }

  return {
    /** The actor's own card, issued on her first visit. */
    async mine(actor: Actor): Promise<ClubCard> {
      const me = requireSignedIn(actor);
      return (await current(me.userId)) ?? issue(me.userId, null);
    },

    /** A person's card as its holder or a card admin sees it; a card admin's look issues none (null: none yet). */
    async of(actor: Actor, holderId: number): Promise<ClubCard | null> {
      const me = requireSignedIn(actor);
      if (!canSeeCardOf(actor, holderId)) throw forbidden(r.forbidden);
      await requirePerson(holderId);
      const card = await current(holderId);
      if (card || me.userId !== holderId) return card;
      return issue(holderId, null);
    },

    /** Card admins: a card for a person who has none yet (her current one if she has). */
    async issueTo(actor: Actor, holderId: number): Promise<ClubCard> {
      const admin = requireSignedIn(actor);
      if (!canManageCards(actor)) throw forbidden(r.notCardAdmin);
      await requirePerson(holderId);
      return (await current(holderId)) ?? issue(holderId, admin.userId);
    },

    /** Card admins: a blocked card takes no uses until unblocked. */
    async setBlocked(actor: Actor, holderId: number, blocked: boolean): Promise<ClubCard> {
      requireSignedIn(actor);
      if (!canManageCards(actor)) throw forbidden(r.notCardAdmin);
      const card = await current(holderId);
      if (!card) throw notFound(r.noCard);
      await db
        .updateTable("club_cards")
        .set({ blocked_at: blocked ? now().toISOString() : null })
        .where("id", "=", card.id)
        .execute();
      return { ...card, blocked };
    },

    /** Card admins: the current card is replaced (its number counts no more) by a new one, in one transaction. */
    async reissue(actor: Actor, holderId: number): Promise<ClubCard> {
      const admin = requireSignedIn(actor);
      if (!canManageCards(actor)) throw forbidden(r.notCardAdmin);
      await requirePerson(holderId);
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable("club_cards")
          .set({ replaced_at: now().toISOString() })
          .where("user_id", "=", holderId)
          .where("replaced_at", "is", null)
          .execute();
        return issue(holderId, admin.userId, trx);
      });
    },

    partner,

    /** Whether the actor has already used her card at this partner today (the page says so instead of the button). */
    async usedToday(actor: Actor, partnerId: number): Promise<boolean> {
      const me = requireSignedIn(actor);
      const row = await db
        .selectFrom("club_card_uses")
        .select("id")
        .where("user_id", "=", me.userId)
        .where("partner_id", "=", partnerId)
        .where("used_day", "=", moscowDay(now()))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a discount taken at a partner with the actor's current card: once a day per partner. */
    async use(actor: Actor, partnerId: number): Promise<CardUse> {
      const me = requireSignedIn(actor);
      const { name: partnerName } = await partner(partnerId);
      const card = (await current(me.userId)) ?? (await issue(me.userId, null));
      if (card.blocked) throw forbidden(r.cardBlocked);
      const at = now();
      const row = await db
        .insertInto("club_card_uses")
        .values({ card_id: card.id, user_id: me.userId, partner_id: partnerId, used_at: at.toISOString(), used_day: moscowDay(at) })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) throw invalid(r.onceADay);
      return { id: row.id, partnerId, partnerName, usedAt: at.toISOString() };
    },

    /** The actor's newest uses, RECENT_USES at most: two queries (uses, then the partners' names) whatever the count. */
    async recentUses(actor: Actor): Promise<CardUse[]> {
      const me = requireSignedIn(actor);
      const rows = await db
        .selectFrom("club_card_uses")
        .select(["id", "partner_id", "used_at"])
        .where("user_id", "=", me.userId)
        .orderBy("id", "desc")
        .limit(RECENT_USES)
        .execute();
      const names = rows.length ? await club.partnerNames([...new Set(rows.map((u) => u.partner_id))]) : new Map<number, string>();
      return rows.map((u) => ({
        id: u.id,
        partnerId: u.partner_id,
        partnerName: names.get(u.partner_id) ?? "",
        usedAt: u.used_at,
      }));
    },
  };
}

export type CardsService = ReturnType<typeof createCards>;
