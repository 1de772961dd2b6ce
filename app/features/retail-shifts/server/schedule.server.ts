// The shops' schedules: a shop's week with the reader's offers and her shop's open offers, one shift's card with
// what the reader may do with it, the manager's week with the shop's people and the swaps to decide, the
// manager's adding and removing of shifts, and the person's shifts for her calendar. Every read makes the same
// statements whatever the number of shifts.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import type { CalendarEvent } from "~/platform/calendar";
import { fullName } from "~/features/contacts/index.server";
import { canManageShop, managesEveryShop } from "../policy";
import { retailShiftsNames, serverMessages as r } from "../messages.server";
import type { AddShiftInput } from "../schema";
import { momentOf, moscowDay, wallTime, weekDays, weekOf } from "../days";
import type { SwapStatus } from "../tables";
import type { ManageView, ScheduleDay, Shop, ShiftCard, WeekView } from "./model";
import { cardQuery, overlaps, presentShift, presentSwap, shiftsQuery, swapsQuery } from "./rows.server";
import { headsShop, peopleOfShop, shopById, shopOf, shopsManagedBy } from "./shops.server";

/** Open offers of a shop and the reader's own swaps the week's page lists at most (newest first). */
export const OFFERS_LIMIT = 50;
export const MY_SWAPS_LIMIT = 20;
/** A shop's shifts one week can hold, at most: far beyond any shop, so a page is bounded. */
const WEEK_LIMIT = 2_000;

export function createSchedule({ db, now }: Deps) {
  const today = () => moscowDay(now());

  /** The shop the reader asked for (`shopId`) or her own (else the first she manages), and whether she manages it. */
  async function shopFor(user: SignedIn, shopId: number | null) {
    const every = managesEveryShop(user);
    const [own, managed] = await Promise.all([shopOf(db, user.userId), shopsManagedBy(db, user.userId, every)]);
    let shop: Shop | null;
    if (shopId === null) shop = own ?? managed[0] ?? null;
    else {
      shop = own?.id === shopId ? own : (managed.find((s) => s.id === shopId) ?? (every ? await shopById(db, shopId) : null));
      if (!shop) throw (await shopById(db, shopId)) ? forbidden(r.otherShop) : notFound(r.shopNotFound);
    }
    const canManage =
      shop !== null &&
      canManageShop(
        user,
        managed.some((s) => s.id === shop.id),
      );
    return { shop, managed, canManage };
  }

  async function weekOfShop(shopId: number, monday: string, readerId: number): Promise<ScheduleDay[]> {
    const days = weekDays(monday);
    const rows = await shiftsQuery(db)
      .where("s.shop_id", "=", shopId)
      .where("s.day", ">=", days[0]!)
      .where("s.day", "<=", days[6]!)
      .orderBy("s.starts_at")
      .orderBy("s.id")
      .limit(WEEK_LIMIT)
      .execute();
    const shifts = rows.map((row) => presentShift(row, readerId));
    return days.map((day) => ({ day, shifts: shifts.filter((s) => s.day === day) }));
  }

  return {
    /** A shop's week (`week`: any day of it, the current one when absent or not a day), with the offers. */
    async week(actor: Actor, input: { shopId: number | null; week?: string | null }): Promise<WeekView> {
      const user = requireUser(actor);
      const monday = weekOf(input.week, today());
      const { shop, managed, canManage } = await shopFor(user, input.shopId);
      const [days, openOffers, mySwaps] = await Promise.all([
        shop ? weekOfShop(shop.id, monday, user.userId) : Promise.resolve(weekDays(monday).map((day) => ({ day, shifts: [] }))),
        shop
          ? swapsQuery(db)
              .where("s.shop_id", "=", shop.id)
              .where("w.status", "=", "OFFERED")
              .where("s.starts_at", ">", now().toISOString())
              .orderBy("s.starts_at")
              .orderBy("w.id")
              .limit(OFFERS_LIMIT)
              .execute()
          : Promise.resolve([]),
        swapsQuery(db)
          .where((eb) => eb.or([eb("w.owner_id", "=", user.userId), eb("w.taker_id", "=", user.userId)]))
          .orderBy("w.id", "desc")
          .limit(MY_SWAPS_LIMIT)
          .execute(),
      ]);
      return {
        shop,
        managed,
        today: today(),
        monday,
        days,
        openOffers: openOffers.map(presentSwap),
        mySwaps: mySwaps.map((row) => ({
          ...presentSwap(row),
          role: row.owner_id === user.userId ? ("owner" as const) : ("taker" as const),
        })),
        canManage,
      };
    },

    /** One shift, for its shop's people and managers; another shop's is refused by name. */
    async card(actor: Actor, id: number): Promise<ShiftCard> {
      const user = requireUser(actor);
      const row = await cardQuery(db, id).executeTakeFirst();
      if (!row) throw notFound(r.notFound);
      const [own, heads] = await Promise.all([shopOf(db, user.userId), headsShop(db, user.userId, row.shop_id)]);
      const canManage = canManageShop(user, heads);
      const member = own?.id === row.shop_id;
      if (!member && !canManage) throw forbidden(r.otherShop);
      const past = row.starts_at <= now().toISOString();
      const status = row.swap_status as SwapStatus | null;
      const open = row.open_swap_id !== null && row.open_swap_id === row.swap_id ? status : null;
      const mine = row.user_id === user.userId;
      return {
        id: row.id,
        shop: { id: row.shop_id, name: row.shop_name },
        day: row.day,
        from: wallTime(row.starts_at),
        to: wallTime(row.ends_at),
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        person: { id: row.user_id, name: fullName(row) },
        past,
        swap:
          row.swap_id !== null && status !== null && row.owner_id !== null && row.owner_name !== null
            ? {
                id: row.swap_id,
                status,
                owner: {
                  id: row.owner_id,
                  name: fullName({ surname: row.owner_surname, name: row.owner_name, middlename: row.owner_middlename }),
                },
                taker:
                  row.taker_id !== null && row.taker_name !== null
                    ? {
                        id: row.taker_id,
                        name: fullName({ surname: row.taker_surname, name: row.taker_name, middlename: row.taker_middlename }),
                      }
                    : null,
              }
            : null,
        canOffer: mine && !past && open === null,
        canWithdraw: !past && open !== null && row.owner_id === user.userId,
        canTake: !past && open === "OFFERED" && member && !mine,
        canDecide: !past && open === "TAKEN" && canManage,
        canManage,
      };
    },

    /** The manager's week of a shop (`shopId`; absent: the first she manages), its people and the swaps to decide. */
    async manage(actor: Actor, input: { shopId: number | null; week?: string | null }): Promise<ManageView> {
      const user = requireUser(actor);
      const monday = weekOf(input.week, today());
      const every = managesEveryShop(user);
      const managed = await shopsManagedBy(db, user.userId, every);
      const shop =
        input.shopId === null
          ? (managed[0] ?? null)
          : (managed.find((s) => s.id === input.shopId) ?? (every ? await shopById(db, input.shopId) : null));
      if (!shop) {
        if (input.shopId !== null && !(await shopById(db, input.shopId))) throw notFound(r.shopNotFound);
        throw forbidden(r.notManager);
      }
      const [days, people, pending] = await Promise.all([
        weekOfShop(shop.id, monday, user.userId),
        peopleOfShop(db, shop.id),
        swapsQuery(db)
          .where("s.shop_id", "=", shop.id)
          .where("w.status", "=", "TAKEN")
          .orderBy("s.starts_at")
          .orderBy("w.id")
          .limit(OFFERS_LIMIT)
          .execute(),
      ]);
      return { shop, managed, today: today(), monday, days, people, pending: pending.map(presentSwap) };
    },

    /** Adds a shift of a person of the shop: the shop's manager only; not a past day, not over her other shift. */
    async add(actor: Actor, input: AddShiftInput): Promise<{ id: number }> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        // Who may is asked first: a shop someone does not manage is refused alike whether it exists or not.
        if (!canManageShop(user, await headsShop(trx, user.userId, input.shopId))) throw forbidden(r.notManager);
        const shop = await shopById(trx, input.shopId);
        if (!shop) throw notFound(r.shopNotFound);
        const person = await shopOf(trx, input.userId);
        if (person?.id !== shop.id) {
          const exists = await trx.selectFrom("users").select("id").where("id", "=", input.userId).executeTakeFirst();
          const message = exists ? r.notInShop : r.personNotFound;
          throw invalid(message, { userId: message });
        }
        if (input.day < today()) throw invalid(r.pastDay, { day: r.pastDay });
        if (input.to <= input.from) throw invalid(r.endsBeforeStart, { to: r.endsBeforeStart });
        const startsAt = momentOf(input.day, input.from);
        const endsAt = momentOf(input.day, input.to);
        if (startsAt <= now().toISOString()) throw invalid(r.past, { from: r.past });
        if (await overlaps(trx, input.userId, startsAt, endsAt, null)) throw invalid(r.overlapPerson, { userId: r.overlapPerson });
        const row = await trx
          .insertInto("retail_shifts")
          .values({
            shop_id: shop.id,
            user_id: input.userId,
            day: input.day,
            starts_at: startsAt,
            ends_at: endsAt,
            open_swap_id: null,
            created_at: now().toISOString(),
            created_by: user.userId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: row.id };
      });
    },

    /** Removes a shift that has not started (its swaps with it): the shop's manager only. */
    async remove(actor: Actor, id: number): Promise<{ shopId: number; day: string }> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await trx
          .selectFrom("retail_shifts")
          .select(["id", "shop_id", "day", "starts_at"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!shift) throw notFound(r.notFound);
        if (!canManageShop(user, await headsShop(trx, user.userId, shift.shop_id))) throw forbidden(r.notManager);
        if (shift.starts_at <= now().toISOString()) throw invalid(r.past);
        await trx.deleteFrom("retail_shift_swaps").where("shift_id", "=", id).execute();
        await trx.deleteFrom("retail_shifts").where("id", "=", id).execute();
        return { shopId: shift.shop_id, day: shift.day };
      });
    },

    /** The calendar's source: the person's shifts on the Moscow days [fromDay, toDay], by start. One statement. */
    async eventsOf(userId: number, fromDay: string, toDay: string): Promise<CalendarEvent[]> {
      const rows = await db
        .selectFrom("retail_shifts as s")
        .innerJoin("departments as d", "d.id", "s.shop_id")
        .select(["s.id", "s.starts_at", "s.ends_at", "d.name"])
        .where("s.user_id", "=", userId)
        .where("s.day", ">=", fromDay)
        .where("s.day", "<=", toDay)
        .orderBy("s.starts_at")
        .orderBy("s.id")
        .execute();
      return rows.map((s) => ({
        allDay: false,
        startsAt: s.starts_at,
        endsAt: s.ends_at,
        id: String(s.id),
        title: retailShiftsNames.calendarTitle,
        note: s.name,
        href: `/services/retail-shifts/${s.id}`,
      }));
    },
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
