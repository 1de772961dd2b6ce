// Смены в магазине on SQLite and PostgreSQL: who may add and remove shifts (the shop's head from above, the role,
// not a colleague), the form's rules by field, the week by shop, the swap's steps with every refusal by name
// (oneself, an overlap, another shop, a past shift, an offer already taken or approved), two colleagues taking
// one offer at once (exactly one wins), the notifications of each step, the calendar's source, and a week whose
// statement count does not grow with its shifts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { retailShiftsFeature } from "../index.server";
import { messages as t } from "../messages";
import { retailShiftsNames as names, serverMessages as r } from "../messages.server";
import { ROLE_RETAIL_SHIFTS_ADMIN } from "../policy";
import { momentOf } from "../days";
import type { ShiftCard, WeekView } from "../server/model";

const PASSWORD = "retail-shifts-test-1";
type Who = "manager" | "anna" | "boris" | "vera" | "dima" | "gleb" | "outsider" | "chief";
// The test clock starts on Saturday 21 November 2026, 12:00 in Moscow: these days are ahead.
const TUE = "2026-11-24";
const WED = "2026-11-25";

describe.each(await dialects())("retail shifts on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  const shops = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    const db = portal.db.kysely;
    const dept = async (name: string, parentId: number | null) =>
      (await db.insertInto("departments").values({ name, city: "Тверь", parent_id: parentId }).returning("id").executeTakeFirstOrThrow())
        .id;
    const branch = await dept("Филиал «Тверь»", null);
    shops.a = await dept("Магазин на Советской", branch);
    const hall = await dept("Торговый зал", shops.a);
    shops.b = await dept("Магазин на Трёхсвятской", branch);
    shops.c = await dept("Магазин на Волоколамском", branch);
    const at = portal.clock.now().toISOString();
    await db
      .insertInto("retail_shops")
      .values([shops.a, shops.b, shops.c].map((id) => ({ department_id: id, created_at: at })))
      .execute();
    people = await signedInPeople(
      portal,
      server,
      {
        manager: { name: "Марина", surname: "Начальникова" },
        anna: { name: "Анна", surname: "Первова" },
        boris: { name: "Борис", surname: "Второв" },
        vera: { name: "Вера", surname: "Третьякова" },
        dima: { name: "Дмитрий", surname: "Четвертаков" },
        gleb: { name: "Глеб", surname: "Пятов" },
        outsider: { name: "Олег", surname: "Сторонний" },
        chief: { name: "Роза", surname: "Розничная", roles: [ROLE_RETAIL_SHIFTS_ADMIN] },
      },
      PASSWORD,
    );
    // Where each works (the directory's department; the people helper files nobody in one).
    const placed: [Who, number][] = [
      ["manager", branch],
      ["anna", shops.a],
      ["boris", hall],
      ["vera", shops.a],
      ["dima", shops.a],
      ["gleb", shops.b],
    ];
    for (const [who, departmentId] of placed)
      await db.updateTable("users").set({ department_id: departmentId }).where("id", "=", people.people[who].id).execute();
    await db.updateTable("departments").set({ head_user_id: people.people.manager.id }).where("id", "=", branch).execute();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const id = (who: Who) => people.people[who].id;
  const add = (who: Who, person: Who, day: string, from: string, to: string, shopId = shops.a) =>
    people.post(who, "/retail-shifts/add", { shopId, userId: id(person), day, from, to });
  const added = async (person: Who, day: string, from: string, to: string) =>
    (ok(await add("manager", person, day, from, to)) as { id: number }).id;
  const step = (who: Who, name: string, shift: number) => people.post(who, `/retail-shifts/${name}`, { id: shift });
  const card = async (who: Who, shift: number) => ok(await people.get(who, "/retail-shifts/get", { id: shift })) as ShiftCard;
  const week = async (who: Who, query: Record<string, string | number> = {}) =>
    ok(await people.get(who, "/retail-shifts/week", { week: TUE, ...query })) as WeekView;
  /** A person's notifications of a type as «text | the names bound to its placeholders» (after the outbox's delivery). */
  const toldOf = async (who: Who, type: string) => {
    await portal.outbox.deliver();
    const rows = await portal.db.kysely
      .selectFrom("notifications")
      .select(["text", "variables"])
      .where("user_id", "=", id(who))
      .where("type", "=", type)
      .execute();
    return rows.map((n) => [n.text, ...(JSON.parse(n.variables) as { text: string }[]).map((v) => v.text)].join(" | "));
  };

  it("answers 401 without a session and lets only the shop's managers add shifts, refusing bad fields by name", async () => {
    unauthorized(await people.get(null, "/retail-shifts/week"));
    unauthorized(await people.post(null, "/retail-shifts/offer", { id: 1 }));
    refused(await add("anna", "vera", TUE, "09:00", "15:00"), r.notManager);
    refused(await add("gleb", "vera", TUE, "09:00", "15:00"), r.notManager);
    refused(await add("manager", "gleb", TUE, "09:00", "15:00"), r.notInShop);
    refused(await add("manager", "vera", "2026-11-20", "09:00", "15:00"), r.pastDay);
    refused(await add("manager", "vera", TUE, "15:00", "09:00"), r.endsBeforeStart);
    refused(await add("manager", "vera", TUE, "9 утра", "15:00"), t.timeInvalid);
    refused(await add("manager", "vera", "31.02.2026", "09:00", "15:00"), t.dayInvalid);
    // The role manages any shop; a person of a department under the shop is the shop's.
    ok(await add("chief", "boris", TUE, "15:00", "21:00"));
    await added("anna", TUE, "09:00", "15:00");
    refused(await add("manager", "anna", TUE, "14:00", "16:00"), r.overlapPerson);
    const count = await portal.db.kysely
      .selectFrom("retail_shifts")
      .select((e) => e.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("shows each person her own shop's week, Monday first, her shifts marked; another shop's is refused", async () => {
    await added("vera", TUE, "10:00", "12:00");
    const anna = await week("anna");
    expect(anna.shop).toEqual({ id: shops.a, name: "Магазин на Советской" });
    expect(anna.monday).toBe("2026-11-23");
    expect(anna.days.map((d) => d.day)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    const tuesday = anna.days[1]!.shifts;
    expect(tuesday.map((s) => [s.from, s.to, s.person.name, s.person.short, s.mine])).toEqual([
      ["09:00", "15:00", "Первова Анна", "Первова А.", true],
      ["10:00", "12:00", "Третьякова Вера", "Третьякова В.", false],
      ["15:00", "21:00", "Второв Борис", "Второв Б.", false],
    ]);
    expect(anna.canManage).toBe(false);
    expect((await week("gleb")).days[1]!.shifts).toEqual([]);
    expect((await week("outsider")).shop).toBeNull();
    refused(await people.get("gleb", "/retail-shifts/week", { shopId: shops.a }), r.otherShop);
    refused(await people.get("gleb", "/retail-shifts/week", { shopId: 999_999 }), r.shopNotFound);
    refused(await people.get("chief", "/retail-shifts/manage", { shopId: 999_999 }), r.shopNotFound);
    expect(await week("manager", { shopId: shops.a })).toMatchObject({ canManage: true, shop: { id: shops.a } });
    refused(await people.get("anna", "/retail-shifts/manage"), r.notManager);
    const manage = ok(await people.get("manager", "/retail-shifts/manage", { shopId: shops.a, week: TUE })) as {
      people: { name: string }[];
    };
    expect(manage.people.map((p) => p.name)).toEqual(["Второв Борис", "Первова Анна", "Третьякова Вера", "Четвертаков Дмитрий"]);
  });

  it("takes a swap through its steps, refusing each wrong one by name, and tells each side", async () => {
    const shift = await added("anna", WED, "09:00", "15:00");
    await added("vera", WED, "08:00", "10:00");
    refused(await step("boris", "offer", shift), r.notYours);
    refused(await step("boris", "take", shift), r.notOffered);
    ok(await step("anna", "offer", shift));
    refused(await step("anna", "offer", shift), r.alreadyOffered);
    expect(await card("boris", shift)).toMatchObject({ canTake: true, canOffer: false, swap: { status: "OFFERED" } });
    expect((await week("boris", { week: WED })).openOffers.map((o) => o.shiftId)).toEqual([shift]);
    refused(await step("anna", "take", shift), r.self);
    refused(await step("gleb", "take", shift), r.otherShop);
    refused(await people.get("outsider", "/retail-shifts/get", { id: shift }), r.otherShop);
    refused(await step("vera", "take", shift), r.overlap);
    refused(await step("manager", "approve", shift), r.notTaken);

    // Two colleagues at once: exactly one takes it, the other is told it is taken.
    const both = await Promise.all([step("boris", "take", shift), step("dima", "take", shift)]);
    const winners = both.filter((c) => c.envelope.responseCode === 0);
    expect(winners).toHaveLength(1);
    const loser = both.find((c) => c.envelope.responseCode !== 0)!;
    expect(loser.envelope.errorMessage).toBe(r.alreadyTaken);
    const taker: Who = both[0]!.envelope.responseCode === 0 ? "boris" : "dima";
    expect(await toldOf("manager", "RETAIL_SHIFT_TAKEN_FOR_MANAGER")).toEqual([
      `${names.notifyTaken} | ${taker === "boris" ? "Второв Борис" : "Четвертаков Дмитрий"}`,
    ]);

    refused(await step("anna", "approve", shift), r.notManager);
    refused(await step(taker, "approve", shift), r.notManager);
    expect(await card("manager", shift)).toMatchObject({ canDecide: true });
    ok(await step("manager", "approve", shift));
    expect(await card("anna", shift)).toMatchObject({ person: { id: id(taker) }, swap: { status: "APPROVED" }, canOffer: false });
    expect(await toldOf("anna", "RETAIL_SHIFT_APPROVED_FOR_OWNER")).toHaveLength(1);
    expect(await toldOf(taker, "RETAIL_SHIFT_APPROVED_FOR_TAKER")).toEqual([`${names.notifyApprovedTaker} | Первова Анна`]);
    refused(await step("vera", "take", shift), r.alreadyApproved);
    refused(await step("manager", "approve", shift), r.alreadyApproved);

    // The new person offers it on; the manager declines; then an offer withdrawn by its owner only.
    const other: Who = taker === "boris" ? "dima" : "boris";
    ok(await step(taker, "offer", shift));
    ok(await step(other, "take", shift));
    ok(await step("manager", "decline", shift));
    expect(await toldOf(taker, "RETAIL_SHIFT_DECLINED_FOR_OWNER")).toEqual([names.notifyDeclinedOwner]);
    expect(await card(taker, shift)).toMatchObject({ person: { id: id(taker) }, swap: { status: "DECLINED" }, canOffer: true });
    ok(await step(taker, "offer", shift));
    refused(await step(other, "withdraw", shift), r.notOwner);
    ok(await step(taker, "withdraw", shift));
    refused(await step(other, "take", shift), r.notOffered);
    const mine = (await week(taker, { week: WED })).mySwaps.map((s) => [s.role, s.status]);
    expect(mine).toEqual([
      ["owner", "WITHDRAWN"],
      ["owner", "DECLINED"],
      ["taker", "APPROVED"],
    ]);
  });

  it("refuses a past shift and lets the manager remove a coming one", async () => {
    const db = portal.db.kysely;
    const at = portal.clock.now().toISOString();
    const past = (
      await db
        .insertInto("retail_shifts")
        .values({
          shop_id: shops.a,
          user_id: id("anna"),
          day: "2026-11-20",
          starts_at: momentOf("2026-11-20", "09:00"),
          ends_at: momentOf("2026-11-20", "15:00"),
          open_swap_id: null,
          created_at: at,
          created_by: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    refused(await step("anna", "offer", past), r.past);
    refused(await people.post("manager", "/retail-shifts/remove", { id: past }), r.past);
    const coming = await added("dima", "2026-11-26", "09:00", "15:00");
    refused(await people.post("anna", "/retail-shifts/remove", { id: coming }), r.notManager);
    ok(await people.post("manager", "/retail-shifts/remove", { id: coming }));
    refused(await step("dima", "offer", coming), r.notFound);
  });

  it("gives the calendar the person's shifts as timed entries", async () => {
    const source = retailShiftsFeature.calendarSources?.({ retailShifts: portal.services.retailShifts });
    expect(source?.map((s) => [s.kind, s.label])).toEqual([["shift", "Смены"]]);
    const events = await source![0]!.eventsOf(id("anna"), "2026-11-23", "2026-11-29");
    expect(events[0]).toMatchObject({
      allDay: false,
      startsAt: "2026-11-24T06:00:00.000Z",
      endsAt: "2026-11-24T12:00:00.000Z",
      title: "Смена в магазине",
      note: "Магазин на Советской",
      href: `/services/retail-shifts/${events[0]!.id}`,
    });
  });

  it("reads a week of 10 shifts and of 100 with the same statements", async () => {
    const db = portal.db.kysely;
    const at = portal.clock.now().toISOString();
    const fill = async (monday: string, n: number) => {
      const rows = Array.from({ length: n }, (_, i) => {
        const day = `2026-12-${String(Number(monday.slice(8)) + (i % 7)).padStart(2, "0")}`;
        const from = `${String(6 + (Math.floor(i / 7) % 16)).padStart(2, "0")}:00`;
        return {
          shop_id: shops.c,
          user_id: id(i % 2 ? "anna" : "vera"),
          day,
          starts_at: momentOf(day, from),
          ends_at: momentOf(day, from),
          open_swap_id: null,
          created_at: at,
          created_by: null,
        };
      });
      await db.insertInto("retail_shifts").values(rows).execute();
    };
    await fill("2026-12-07", 10);
    await fill("2026-12-14", 100);
    const chief = actingAs(id("chief"), [ROLE_RETAIL_SHIFTS_ADMIN]);
    const count = async (monday: string) => {
      await portal.outbox.deliver();
      queries = 0;
      counting = true;
      const view = await portal.services.retailShifts.week(chief, { shopId: shops.c, week: monday });
      counting = false;
      return { queries, shifts: view.days.flatMap((d) => d.shifts).length };
    };
    const ten = await count("2026-12-07");
    const hundred = await count("2026-12-14");
    expect([ten.shifts, hundred.shifts]).toEqual([10, 100]);
    expect(hundred.queries).toBe(ten.queries);
  });
});
