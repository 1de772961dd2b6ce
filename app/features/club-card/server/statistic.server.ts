// The club card's statistics for a period (the last twelve months by default): cards issued by month, and the
// uses of cards by month, by partner and by partner and month. Three grouped queries and one for the partners'
// names, however many cards and uses the period holds. Card admins and administrators only.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid } from "~/platform/errors";
import { moscowDay, shiftDay } from "~/shared/dates";
import { canManageCards } from "../policy";
import { serverMessages as r } from "../messages.server";
import type { PeriodInput } from "../schema.server";
import type { ClubPartners } from "./cards.server";

export interface Period {
  from: string;
  to: string;
}

export interface CardFigures {
  cardsByMonth: { month: string; count: number }[];
  usesByMonth: { month: string; count: number }[];
  usesByPartner: { partnerId: number; name: string; count: number }[];
  /** Each partner's uses by month: the partners in usesByPartner's order, their months in order. */
  usesByPartnerMonth: { partnerId: number; name: string; month: string; count: number }[];
}

export function createStatistic({ db, now }: Deps, club: ClubPartners) {
  /** Empty ends are the last twelve months': from the first day of the month eleven months before the end, to today. */
  function periodOf(input: PeriodInput): Period {
    const to = input.to || moscowDay(now());
    const months = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1 - 11;
    const from = input.from || `${String(Math.floor(months / 12)).padStart(4, "0")}-${String((months % 12) + 1).padStart(2, "0")}-01`;
    if (from > to) throw invalid(r.reversed, { to: r.reversed });
    if (to > `${Number(from.slice(0, 4)) + 3}${from.slice(4)}`) throw invalid(r.tooLong, { to: r.tooLong });
    return { from, to };
  }

  return {
    periodOf,

    async figures(actor: Actor, input: PeriodInput): Promise<{ period: Period; figures: CardFigures }> {
      if (!canManageCards(actor)) throw forbidden(r.noStatisticRight);
      const period = periodOf(input);
      // Cards keep the instant they were issued; its UTC month is the month the statistics file it under.
      const month = sql<string>`substr(issued_at, 1, 7)`;
      const cards = await db
        .selectFrom("club_cards")
        .select([month.as("month"), (eb) => eb.fn.countAll<number>().as("count")])
        .where("issued_at", ">=", `${period.from}T00:00:00.000Z`)
        .where("issued_at", "<", `${shiftDay(period.to, 1)}T00:00:00.000Z`)
        .groupBy(month)
        .orderBy(month)
        .execute();
      const useMonth = sql<string>`substr(used_day, 1, 7)`;
      const uses = await db
        .selectFrom("club_card_uses")
        .select([useMonth.as("month"), (eb) => eb.fn.countAll<number>().as("count")])
        .where("used_day", ">=", period.from)
        .where("used_day", "<=", period.to)
        .groupBy(useMonth)
        .orderBy(useMonth)
        .execute();
      const byPartnerMonth = await db
        .selectFrom("club_card_uses")
        .select(["partner_id", useMonth.as("month"), (eb) => eb.fn.countAll<number>().as("count")])
        .where("used_day", ">=", period.from)
        .where("used_day", "<=", period.to)
        .groupBy(["partner_id", useMonth])
        .execute();
      const totals = new Map<number, number>();
      for (const p of byPartnerMonth) totals.set(p.partner_id, (totals.get(p.partner_id) ?? 0) + Number(p.count));
      const names = totals.size ? await club.partnerNames([...totals.keys()]) : new Map<number, string>();
      const nameOf = (id: number) => names.get(id) ?? `#${id}`;
      const usesByPartner = [...totals]
        .map(([partnerId, count]) => ({ partnerId, name: nameOf(partnerId), count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      const rank = new Map(usesByPartner.map((p, i) => [p.partnerId, i]));
      return {
        period,
        figures: {
          cardsByMonth: cards.map((c) => ({ month: c.month, count: Number(c.count) })),
          usesByMonth: uses.map((u) => ({ month: u.month, count: Number(u.count) })),
          usesByPartner,
          usesByPartnerMonth: byPartnerMonth
            .map((p) => ({ partnerId: p.partner_id, name: nameOf(p.partner_id), month: p.month, count: Number(p.count) }))
            .sort((a, b) => (rank.get(a.partnerId) ?? 0) - (rank.get(b.partnerId) ?? 0) || a.month.localeCompare(b.month)),
        },
      };
    },
  };
}

export type StatisticService = ReturnType<typeof createStatistic>;
