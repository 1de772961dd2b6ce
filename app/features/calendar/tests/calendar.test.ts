// The calendar on SQLite and PostgreSQL: a person's month is hers alone (anonymous, a colleague, an
// administrator, herself), with its sources' entries on their days — her approved leave and trips (not one
// still waiting for approval, nor anyone else's), the activities she holds a place in, her department's
// birthdays — at the same statement count for 1 entry as for 100; and the secret .ics link: renewed by her
// alone, the file it opens, the old link a 404 once renewed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDay } from "~/shared/dates";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { managerRoute, openServices, type ServicesWorld, type Who } from "../../service-requests/tests/fixture";
import { serverMessages as r } from "../messages.server";
import type { MonthView } from "../server/calendar.server";

/** A leave's and a trip's one field: the dates. */
const DATES = [{ key: "dates", kind: "daterange" as const, label: "Даты", required: true }];

describe.each(await dialects())("calendar on %s", (dialect) => {
  let w: ServicesWorld;
  let counting = false;
  let queries = 0;
  let serial = 0;

  beforeAll(async () => {
    w = await openServices(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    await w.service({ key: "leave", name: "Отпуск", family: "VACATION", fields: DATES, route: managerRoute() });
    await w.service({ key: "trip", name: "Командировка", family: "TRIP", fields: DATES, route: managerRoute() });
  });
  afterAll(async () => {
    await w?.close();
  });

  const monthOf = (who: Who, id: number, month?: string) => w.get(who, "/calendar/month", { id, ...(month ? { month } : {}) });
  const entriesOn = (view: MonthView, day: string) => view.days.find((d) => d.day === day)?.entries ?? [];
  /** An activity of the month with `who` holding a place (the activities' own tables, as their tests write them). */
  const activityFor = async (who: Who, startsAt: string, title = `Тренировка ${++serial}`) => {
    const at = w.portal.clock.now().toISOString();
    const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
    const row = await w.db
      .insertInto("activities")
      .values({
        title,
        description: "",
        starts_at: startsAt,
        ends_at: endsAt,
        place: "Спортзал",
        link: null,
        seats: null,
        signup_until: null,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await w.db
      .insertInto("activity_members")
      .values({ activity_id: row.id, user_id: w.people[who].id, status: "going", created_at: at })
      .execute();
    return row.id;
  };

  it("opens a person's month to her alone, and refuses input that is not a month or an id", async () => {
    const id = w.people.employee.id;
    unauthorized(await monthOf(null as unknown as Who, id));
    refused(await monthOf("head", id), r.notYours);
    refused(await monthOf("admin", id), r.notYours);
    const view = ok(await monthOf("employee", id, "2026-12")) as MonthView;
    expect(view.month).toBe("2026-12");
    expect(view.days[0]).toMatchObject({ day: "2026-11-30", inMonth: false });
    expect(ok(await monthOf("employee", id)).month).toBe(moscowDay(w.portal.clock.now()).slice(0, 7));
    for (const month of ["2026-13", "декабрь", "2026-12-01"]) refused(await monthOf("employee", id, month), r.monthInvalid);
    refused(await w.get("employee", "/calendar/month", { id: "abc" }), r.idInvalid);
  });

  it("puts approved leave and trips, her activities and her colleagues' birthdays on their days", async () => {
    const leave = await w.ask("employee", "leave", { dates: { from: "2026-12-28", to: "2027-01-08" } });
    ok(await w.move("head", leave, "APPROVED"));
    // Still waiting for the manager: not in the calendar.
    await w.ask("employee", "trip", { dates: { from: "2026-12-14", to: "2026-12-15" } });
    const theirs = await w.ask("head", "leave", { dates: { from: "2026-12-01", to: "2026-12-02" } });
    ok(await w.move("director", theirs, "APPROVED"));
    const activity = await activityFor("employee", "2026-12-10T15:00:00.000Z", "Йога в обед");
    // The head is her colleague (the sales department); the junior works in another unit.
    await w.db.updateTable("users").set({ birthday: "1990-12-05" }).where("id", "=", w.people.head.id).execute();
    await w.db.updateTable("users").set({ birthday: "1991-12-06" }).where("id", "=", w.people.junior.id).execute();

    const view = ok(await monthOf("employee", w.people.employee.id, "2026-12")) as MonthView;
    expect(view.legend.map((s) => s.kind)).toEqual(expect.arrayContaining(["leave", "trip", "birthday", "activity"]));
    expect(entriesOn(view, "2026-12-28")).toEqual([
      expect.objectContaining({ kind: "leave", title: "Отпуск", allDay: true, href: `/user/${w.people.employee.id}/claims/${leave}` }),
    ]);
    // The grid's last day is a Sunday of January: the leave runs on.
    expect(entriesOn(view, "2027-01-03").map((e) => e.kind)).toEqual(["leave"]);
    expect(view.days.flatMap((d) => d.entries).filter((e) => e.kind === "trip")).toEqual([]);
    expect(entriesOn(view, "2026-12-01")).toEqual([]);
    expect(entriesOn(view, "2026-12-10")).toEqual([
      expect.objectContaining({ kind: "activity", title: "Йога в обед", time: "18:00", href: `/activities/${activity}`, allDay: false }),
    ]);
    expect(entriesOn(view, "2026-12-05")).toEqual([
      expect.objectContaining({ kind: "birthday", title: "Начальников Олег", href: `/user/${w.people.head.id}`, allDay: true }),
    ]);
    expect(entriesOn(view, "2026-12-06")).toEqual([]);
    // Her own birthday is not a colleague's.
    await w.db.updateTable("users").set({ birthday: "1995-12-07" }).where("id", "=", w.people.employee.id).execute();
    expect(entriesOn(ok(await monthOf("employee", w.people.employee.id, "2026-12")) as MonthView, "2026-12-07")).toEqual([]);
  });

  it("reads a month in the same number of statements for 1 entry as for 100", async () => {
    const { calendar } = w.portal.services;
    const actor = w.actor("loner");
    const count = async () => {
      queries = 0;
      counting = true;
      const view = await calendar.month(actor, w.people.loner.id, "2027-02");
      counting = false;
      return { statements: queries, entries: view.days.reduce((n, d) => n + d.entries.length, 0) };
    };
    await activityFor("loner", "2027-02-03T07:00:00.000Z");
    const one = await count();
    expect(one.entries).toBe(1);
    // The loner has no manager: her leave goes straight past its approval.
    await w.ask("loner", "leave", { dates: { from: "2027-02-22", to: "2027-02-22" } });
    for (let i = 0; i < 97; i++) await activityFor("loner", `2027-02-${String(1 + (i % 28)).padStart(2, "0")}T09:00:00.000Z`);
    await w.db.updateTable("users").set({ birthday: "1980-02-14" }).where("id", "=", w.people.hr1.id).execute();
    await w.db.updateTable("users").set({ department_id: w.units.warehouse }).where("id", "=", w.people.hr1.id).execute();
    const hundred = await count();
    expect(hundred.entries).toBe(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it("renews the .ics link for her alone; the file lists her entries and the old link stops working", async () => {
    const id = w.people.employee.id;
    unauthorized(await w.post(null as unknown as Who, "/calendar/ics/renew", { id }));
    refused(await w.post("head", "/calendar/ics/renew", { id }), r.notYours);
    refused(await w.post("employee", "/calendar/ics/renew", { id: "x" }), r.idInvalid);
    const first = ok(await w.post("employee", "/calendar/ics/renew", { id })) as { path: string };
    expect(first.path).toMatch(/^\/calendar\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const stored = await w.db.selectFrom("calendar_feeds").select("token_hash").where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(first.path).not.toContain(stored.token_hash);

    // The file itself (its address is a page: calendar-pages.test.ts fetches it over HTTP).
    const { calendar } = w.portal.services;
    const tokenOf = (path: string) => /ics\/(.+)\.ics$/.exec(path)![1]!;
    const text = (await calendar.feed(tokenOf(first.path), "https://portal.example"))!;
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261228");
    expect(lines).toContain("DTEND;VALUE=DATE:20270109");
    expect(lines).toContain(`URL:https://portal.example/user/${id}/claims/${lines.find((l) => l.startsWith("UID:leave-"))!.slice(10)}`);
    expect(lines).toContain("DTSTART:20261210T150000Z");
    expect(lines).toContain("SUMMARY:Йога в обед");
    expect(lines.filter((l) => l.startsWith("UID:birthday-"))).toHaveLength(1);

    const second = ok(await w.post("employee", "/calendar/ics/renew", { id })) as { path: string };
    expect(await calendar.feed(tokenOf(first.path), "")).toBeNull();
    expect(await calendar.feed(tokenOf(second.path), "")).toContain("SUMMARY:Йога в обед");
    // Blocked, her link answers as an unknown one; unblocked, it works again.
    await w.db.updateTable("users").set({ blocked: 1 }).where("id", "=", id).execute();
    expect(await calendar.feed(tokenOf(second.path), "")).toBeNull();
    await w.db.updateTable("users").set({ blocked: 0 }).where("id", "=", id).execute();
    expect(await calendar.feed(tokenOf(second.path), "")).toContain("SUMMARY:Йога в обед");
    expect(await calendar.feed("nothing", "")).toBeNull();
  });
});
