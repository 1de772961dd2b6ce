// The shifts' and swaps' rows as the reads select them, and their presenters: one statement per list, names
// joined in, so a week of 10 or 100 shifts reads alike.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { fullName } from "~/features/contacts/index.server";
import { wallTime } from "../days";
import type { SwapStatus } from "../tables";
import type { ShiftItem, SwapItem } from "./model";

type Db = Kysely<Database> | Transaction<Database>;

/** A shop's shifts of a few days, with their person and the swap in progress. */
export function shiftsQuery(db: Db) {
  return db
    .selectFrom("retail_shifts as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("retail_shift_swaps as w", "w.id", "s.open_swap_id")
    .select(["s.id", "s.day", "s.starts_at", "s.ends_at", "s.user_id", "u.surname", "u.name", "u.middlename"])
    .select(["w.status as swap_status", "w.owner_id", "w.taker_id"]);
}

/** «Иванова М. П.»: a name that fits a day's column of the week. */
export const shortName = (p: { surname: string; name: string; middlename: string | null }) =>
  // The initials kept together (a no-break space): a narrow column breaks after the surname only.
  `${p.surname} ${[p.name, p.middlename]
    .filter(Boolean)
    .map((n) => `${n!.slice(0, 1)}.`)
    .join("\u00a0")}`;

type ShiftRow = Awaited<ReturnType<ReturnType<typeof shiftsQuery>["execute"]>>[number];

export function presentShift(r: ShiftRow, readerId: number): ShiftItem {
  const open = r.swap_status === "OFFERED" || r.swap_status === "TAKEN" ? r.swap_status : null;
  return {
    id: r.id,
    day: r.day,
    from: wallTime(r.starts_at),
    to: wallTime(r.ends_at),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    person: { id: r.user_id, name: fullName(r), short: shortName(r) },
    mine: r.user_id === readerId,
    swap: open && r.owner_id !== null ? { status: open, ownerId: r.owner_id, takerId: r.taker_id } : null,
  };
}

/** Swaps with their shift's time and both people's names. */
export function swapsQuery(db: Db) {
  return db
    .selectFrom("retail_shift_swaps as w")
    .innerJoin("retail_shifts as s", "s.id", "w.shift_id")
    .innerJoin("users as o", "o.id", "w.owner_id")
    .leftJoin("users as t", "t.id", "w.taker_id")
    .select(["w.id", "w.shift_id", "w.status", "s.day", "s.starts_at", "s.ends_at"])
    .select(["o.id as owner_id", "o.surname as owner_surname", "o.name as owner_name", "o.middlename as owner_middlename"])
    .select(["t.id as taker_id", "t.surname as taker_surname", "t.name as taker_name", "t.middlename as taker_middlename"]);
}

type SwapRow = Awaited<ReturnType<ReturnType<typeof swapsQuery>["execute"]>>[number];

export function presentSwap(r: SwapRow): SwapItem {
  return {
    id: r.id,
    shiftId: r.shift_id,
    status: r.status as SwapStatus,
    day: r.day,
    from: wallTime(r.starts_at),
    to: wallTime(r.ends_at),
    owner: { id: r.owner_id, name: fullName({ surname: r.owner_surname, name: r.owner_name, middlename: r.owner_middlename }) },
    taker:
      r.taker_id !== null && r.taker_name !== null
        ? { id: r.taker_id, name: fullName({ surname: r.taker_surname, name: r.taker_name, middlename: r.taker_middlename }) }
        : null,
  };
}

/** One shift with its shop, its person and its latest swap (in progress or decided). */
export function cardQuery(db: Db, id: number) {
  return db
    .selectFrom("retail_shifts as s")
    .innerJoin("departments as d", "d.id", "s.shop_id")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("retail_shift_swaps as w", (join) =>
      join.on(sql<boolean>`w.id = (select max(w2.id) from retail_shift_swaps w2 where w2.shift_id = s.id)`),
    )
    .leftJoin("users as o", "o.id", "w.owner_id")
    .leftJoin("users as t", "t.id", "w.taker_id")
    .select(["s.id", "s.shop_id", "d.name as shop_name", "s.day", "s.starts_at", "s.ends_at", "s.open_swap_id"])
    .select(["u.id as user_id", "u.surname", "u.name", "u.middlename"])
    .select(["w.id as swap_id", "w.status as swap_status"])
    .select(["o.id as owner_id", "o.surname as owner_surname", "o.name as owner_name", "o.middlename as owner_middlename"])
    .select(["t.id as taker_id", "t.surname as taker_surname", "t.name as taker_name", "t.middlename as taker_middlename"])
    .where("s.id", "=", id);
}

/** Whether the person has a shift that overlaps [startsAt, endsAt), besides `exceptId`. */
export async function overlaps(db: Db, userId: number, startsAt: string, endsAt: string, exceptId: number | null): Promise<boolean> {
  const found = await db
    .selectFrom("retail_shifts")
    .select("id")
    .where("user_id", "=", userId)
    .where("starts_at", "<", endsAt)
    .where("ends_at", ">", startsAt)
    .$if(exceptId !== null, (q) => q.where("id", "<>", exceptId!))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
