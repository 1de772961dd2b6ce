// The club card on SQLite and PostgreSQL through its /api: a card issued on the first look (13 digits, a right
// check digit), seen only by its holder and card admins, used once a day per partner (an unknown partner and
// a blocked card refused by name), blocked and reissued by card admins only; gate passes asked for with bad
// input refused by name, decided by the staff only, with their notifications; the statistics; and list query
// counts that do not grow with the passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { moscowDay, shiftDay } from "~/shared/dates";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_CLUB_CARD_ADMIN, ROLE_CLUB_GATE } from "../policy";
import { gateMessages as g, serverMessages as r } from "../messages.server";
import { isCardNumber } from "../server/card-number";
import { createPartner } from "./partners";

const PASSWORD = "club-card-test-1";
type Who = "holder" | "other" | "cardAdmin" | "gate" | "admin";
interface Card {
  number: string;
  blocked: boolean;
  holder: { id: number };
}

describe.each(await dialects())("club card on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  let partner: number;
  let second: number;
  let third: number;
  let today: string;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        holder: { name: "Семён", surname: "Картов" },
        other: { name: "Ира", surname: "Чужая" },
        cardAdmin: { name: "Ольга", surname: "Клубная", roles: [ROLE_CLUB_CARD_ADMIN] },
        gate: { name: "Пётр", surname: "Охранов", roles: [ROLE_CLUB_GATE] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
    partner = await createPartner(portal, people.people.admin.id, "Фитнес «Сила»");
    second = await createPartner(portal, people.people.admin.id, "Кафе «Утро»");
    third = await createPartner(portal, people.people.admin.id, "Книжный «Слово»");
    today = moscowDay(portal.clock.now());
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const id = (who: Who) => people.people[who].id;
  const cardOf = (who: Who | null, userId: number) => people.get(who, "/club-card/card-of", { userId });
  const manage = (who: Who, userId: number, action: string) => people.post(who, "/club-card/manage", { userId, action });
  const use = (who: Who | null, partnerId: unknown) => people.post(who, "/club-card/use", { partnerId });

  it("issues a card on the first look and shows the same one again", async () => {
    unauthorized(await people.get(null, "/club-card/card"));
    const card = ok(await people.get("holder", "/club-card/card")) as Card;
    expect(isCardNumber(card.number)).toBe(true);
    expect(card).toMatchObject({ blocked: false, holder: { id: id("holder") } });
    expect((ok(await people.get("holder", "/club-card/card")) as Card).number).toBe(card.number);
  });

  it("shows a card to its holder, card admins and administrators only", async () => {
    const mine = ok(await cardOf("holder", id("holder"))) as Card;
    refused(await cardOf("other", id("holder")), r.forbidden);
    refused(await cardOf("gate", id("holder")), r.forbidden);
    expect((ok(await cardOf("cardAdmin", id("holder"))) as Card).number).toBe(mine.number);
    expect((ok(await cardOf("admin", id("holder"))) as Card).number).toBe(mine.number);
    refused(await cardOf("admin", 999_999), r.noPerson);
    // A card admin's look issues nothing: the other person has no card until she opens hers.
    expect(ok(await cardOf("cardAdmin", id("other")))).toBeNull();
  });

  it("records a use once a day per partner and refuses an unknown partner by name", async () => {
    unauthorized(await use(null, partner));
    refused(await use("holder", 987_654), r.unknownPartner);
    refused(await use("holder", "abc"), r.unknownPartner);
    expect(ok(await use("holder", partner))).toMatchObject({ partnerId: partner, partnerName: "Фитнес «Сила»" });
    refused(await use("holder", partner), r.onceADay);
    // Once a day per partner: another partner the same day is another use (the clock stays: tokens would expire).
    ok(await use("holder", second));
    const count = await portal.db.kysely.selectFrom("club_card_uses").select("id").where("user_id", "=", id("holder")).execute();
    expect(count).toHaveLength(2);
  });

  it("lets card admins block, unblock and reissue; a blocked card takes no use; a reissue gives a new number", async () => {
    const before = ok(await cardOf("holder", id("holder"))) as Card;
    for (const who of ["holder", "other", "gate"] as const) refused(await manage(who, id("holder"), "block"), r.notCardAdmin);
    expect(ok(await manage("cardAdmin", id("holder"), "block"))).toMatchObject({ blocked: true });
    refused(await use("holder", third), r.cardBlocked);
    ok(await manage("cardAdmin", id("holder"), "unblock"));
    const renewed = ok(await manage("admin", id("holder"), "reissue")) as Card;
    expect(renewed.number).not.toBe(before.number);
    expect(isCardNumber(renewed.number)).toBe(true);
    expect((ok(await people.get("holder", "/club-card/card")) as Card).number).toBe(renewed.number);
    // The old number is kept (it was issued) but is no one's current card.
    const rows = await portal.db.kysely
      .selectFrom("club_cards")
      .select(["number", "replaced_at"])
      .where("user_id", "=", id("holder"))
      .execute();
    expect(rows.find((c) => c.number === before.number)?.replaced_at).not.toBeNull();
    refused(await manage("cardAdmin", id("holder"), "explode"), r.badIntent);
    expect((ok(await manage("cardAdmin", id("other"), "issue")) as Card).holder.id).toBe(id("other"));
  });

  const request = (who: Who | null, body: Record<string, unknown>) => people.post(who, "/club-card/gate/request", body);

  it("refuses a pass by name for a past day, too many guests or a malformed car number", async () => {
    unauthorized(await request(null, { day: today }));
    refused(await request("holder", {}), g.dayRequired);
    refused(await request("holder", { day: "31.02.2027" }), g.badDay);
    refused(await request("holder", { day: shiftDay(today, -1) }), g.pastDay);
    refused(await request("holder", { day: shiftDay(today, 61) }), g.farDay(60));
    refused(await request("holder", { day: today, guests: ["A", "B", "C", "D", "E"] }), g.tooManyGuests(4));
    refused(await request("holder", { day: today, car: "123" }), g.badCar);
    expect(ok(await people.get("holder", "/club-card/gate/mine"))).toEqual({ passes: [], next: null });
  });

  it("takes a pass, tells the staff, lets only the staff decide, and tells the person", async () => {
    const pass = ok(
      await request("holder", { day: shiftDay(today, 1), guests: "Иван Иванов\n\n Мария  Петрова ", car: "a 123 bc 77" }),
    ) as {
      id: number;
      guests: string[];
      car: string;
      status: string;
    };
    expect(pass).toMatchObject({ guests: ["Иван Иванов", "Мария Петрова"], car: "А123ВС77", status: "NEW" });
    refused(await request("holder", { day: shiftDay(today, 1) }), g.alreadyRequested);
    await portal.outbox.deliver();
    const told = async (userId: number, type: string) =>
      (await portal.db.kysely.selectFrom("notifications").select("id").where("user_id", "=", userId).where("type", "=", type).execute())
        .length;
    expect(await told(id("gate"), "CLUB_GATE_NEW")).toBe(1);
    expect(await told(id("other"), "CLUB_GATE_NEW")).toBe(0);

    // The person sees her own passes only; the day's list is the staff's.
    expect((ok(await people.get("other", "/club-card/gate/mine")) as { passes: unknown[] }).passes).toEqual([]);
    refused(await people.get("holder", "/club-card/gate/day", { day: shiftDay(today, 1) }), g.notStaff);
    const day = ok(await people.get("gate", "/club-card/gate/day", { day: shiftDay(today, 1) })) as { passes: { id: number }[] };
    expect(day.passes.map((p) => p.id)).toEqual([pass.id]);

    const decide = (who: Who, decision: string) => people.post(who, "/club-card/gate/decide", { id: pass.id, decision });
    refused(await decide("holder", "approve"), g.notStaff);
    refused(await decide("gate", "arrive"), g.notApproved);
    expect(ok(await decide("gate", "approve"))).toMatchObject({ status: "APPROVED" });
    refused(await decide("gate", "decline"), g.notNew);
    expect(ok(await decide("admin", "arrive"))).toMatchObject({ status: "ARRIVED" });
    refused(await people.post("gate", "/club-card/gate/decide", { id: 999_999, decision: "approve" }), g.noPass);
    await portal.outbox.deliver();
    expect(await told(id("holder"), "CLUB_GATE_APPROVED")).toBe(1);
  });

  it("counts cards by month and uses by month and partner for card admins only", async () => {
    refused(await people.get("holder", "/club-card/statistic"), r.noStatisticRight);
    refused(await people.get("admin", "/club-card/statistic", { from: "01.02.2026", to: "01.01.2026" }), r.reversed);
    const stats = ok(await people.get("cardAdmin", "/club-card/statistic")) as {
      figures: { cardsByMonth: { count: number }[]; usesByPartner: unknown[]; usesByPartnerMonth: unknown[] };
    };
    expect(stats.figures.cardsByMonth.reduce((s, m) => s + m.count, 0)).toBe(3);
    expect(stats.figures.usesByPartner).toEqual([
      { partnerId: second, name: "Кафе «Утро»", count: 1 },
      { partnerId: partner, name: "Фитнес «Сила»", count: 1 },
    ]);
    const month = today.slice(0, 7);
    expect(stats.figures.usesByPartnerMonth).toEqual([
      { partnerId: second, name: "Кафе «Утро»", month, count: 1 },
      { partnerId: partner, name: "Фитнес «Сила»", month, count: 1 },
    ]);
  });

  it("lists a day's passes and one's own with the same number of queries for 10 and 100", async () => {
    const staff = actingAs(id("gate"), [ROLE_CLUB_GATE]);
    const far = shiftDay(today, 10);
    const fill = (n: number) =>
      portal.db.kysely
        .insertInto("club_gate_passes")
        .values(
          Array.from({ length: n }, () => ({
            user_id: id("other"),
            visit_day: far,
            guests: "[]",
            car_number: null,
            status: "NEW" as const,
            created_at: portal.clock.now().toISOString(),
          })),
        )
        .execute();
    const count = async () => {
      queries = 0;
      counting = true;
      await portal.services.clubCard.gate.day(staff, far);
      await portal.services.clubCard.gate.mine(actingAs(id("other")));
      counting = false;
      return queries;
    };
    await fill(10);
    const few = await count();
    await fill(90);
    expect(await count()).toBe(few);
    expect(few).toBe(2);
  });
});
