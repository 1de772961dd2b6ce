// The shifts' demo data for an empty database: every department named «Магазин …» is a shop; «Магазин на
// Невском» (the demo employee's) and «Магазин на Лиговском» get two weeks of shifts from this week's Monday, a
// morning and an evening a day, and one colleague of the demo employee offers a shift she may take.
import type { SeedContext } from "~/platform/feature";
import { momentOf, mondayOf, moscowDay, shiftDay } from "./days";
import { peopleOfShop } from "./server/shops.server";

const SCHEDULED = ["Магазин на Невском", "Магазин на Лиговском"];
const SLOTS = [
  ["09:00", "15:00"],
  ["15:00", "21:00"],
] as const;
const PEOPLE_PER_SHOP = 6;

export async function seedRetailShifts({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now().toISOString();
  const shops = await db.selectFrom("departments").select(["id", "name"]).where("name", "like", "Магазин %").orderBy("id").execute();
  if (shops.length === 0) return;
  await db
    .insertInto("retail_shops")
    .values(shops.map((s) => ({ department_id: s.id, created_at: at })))
    .execute();
  const employee = accounts[2] ? await demoUserId(accounts[2].phone) : null;
  const monday = mondayOf(moscowDay(now()));
  for (const shop of shops.filter((s) => SCHEDULED.includes(s.name))) {
    const all = await peopleOfShop(db, shop.id);
    // The demo employee first, so she has shifts to see and to offer.
    const people = [...all.filter((p) => p.id === employee), ...all.filter((p) => p.id !== employee)].slice(0, PEOPLE_PER_SHOP);
    if (people.length === 0) continue;
    const rows = Array.from({ length: 14 }, (_, d) => shiftDay(monday, d)).flatMap((day, d) =>
      SLOTS.map(([from, to], k) => ({
        shop_id: shop.id,
        user_id: people[(d * SLOTS.length + k + d) % people.length]!.id,
        day,
        starts_at: momentOf(day, from),
        ends_at: momentOf(day, to),
        open_swap_id: null,
        created_at: at,
        created_by: null,
      })),
    );
    const inserted = await db.insertInto("retail_shifts").values(rows).returning(["id", "user_id", "starts_at"]).execute();
    if (employee === null || !people.some((p) => p.id === employee)) continue;
    // A colleague's shift two days or more ahead, offered to the shop.
    const soon = new Date(now().getTime() + 2 * 86_400_000).toISOString();
    const offered = inserted.find((s) => s.user_id !== employee && s.starts_at > soon);
    if (!offered) continue;
    const swap = await db
      .insertInto("retail_shift_swaps")
      .values({
        shift_id: offered.id,
        owner_id: offered.user_id,
        taker_id: null,
        status: "OFFERED",
        created_at: at,
        taken_at: null,
        decided_at: null,
        decided_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("retail_shifts").set({ open_swap_id: swap.id }).where("id", "=", offered.id).execute();
  }
}
