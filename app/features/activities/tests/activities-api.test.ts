// Активности on SQLite and PostgreSQL: who may create and manage (anonymous, an employee, an editor with
// ROLE_EDIT_ACTIVITIES, the organiser), the form's rules by field, signing up into places and the waiting list
// (the last place taken by exactly one of many parallel sign-ups), the waiting list moving up with its
// notification, the refusals by name (deadline, past, cancelled), the calendar's seam, the reminder of the day
// before, and lists whose statement count does not grow with the activity's people.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_EDIT_ACTIVITIES } from "../policy";
import { messages as t } from "../messages";
import { activitiesNames, serverMessages as r } from "../messages.server";

const PASSWORD = "activities-test-1";
const HOUR = 3_600_000;

describe.each(await dialects())("activities on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "other" | "editor" | "admin">>>;
  /** Plain people (no sign-in) for the crowds: 1,000 of them. */
  const crowd: number[] = [];

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        other: { name: "Вера", surname: "Другова" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_ACTIVITIES] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
    const at = portal.clock.now().toISOString();
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      phone: `97${String(process.pid % 1000).padStart(3, "0")}${String(i).padStart(5, "0")}`,
      name: `Участник${i}`,
      surname: "Толпов",
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 200)
      crowd.push(
        ...(
          await portal.db.kysely
            .insertInto("users")
            .values(rows.slice(i, i + 200))
            .returning("id")
            .execute()
        ).map((u) => u.id),
      );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  /** A moment `hours` from the test clock's now, as the form types it is not needed: /api takes ISO. */
  const inHours = (hours: number) => new Date(portal.clock.now().getTime() + hours * HOUR).toISOString();
  const body = (over: Record<string, unknown> = {}) => ({
    title: "Субботник",
    description: "Убираем двор.\n\nПерчатки выдадим.",
    startsAt: inHours(48),
    endsAt: inHours(50),
    place: "Двор офиса",
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) =>
    (ok(await people.post("editor", "/activities/create", body(over))) as { id: number }).id;
  const join = (who: "employee" | "other" | "editor" | "admin", id: number) => people.post(who, "/activities/join", { id });
  const card = async (who: "employee" | "other" | "editor", id: number) =>
    ok(await people.get(who, "/activities/get", { id })) as Record<string, unknown>;
  /** The texts of a person's notifications of a type (after the outbox's delivery). */
  const toldOf = async (userId: number, type: string) => {
    await portal.outbox.deliver();
    return portal.db.kysely.selectFrom("notifications").select("text").where("user_id", "=", userId).where("type", "=", type).execute();
  };
  const members = (id: number) =>
    portal.db.kysely.selectFrom("activity_members").select(["user_id", "status"]).where("activity_id", "=", id).orderBy("id").execute();

  it("answers 401 without a session, refuses creating to an employee, and lets an editor create with the text as paragraphs", async () => {
    unauthorized(await people.get(null, "/activities/list"));
    unauthorized(await people.post(null, "/activities/join", { id: 1 }));
    refused(await people.post("employee", "/activities/create", body()), r.forbidden);
    const id = await create();
    const a = await card("employee", id);
    expect(a).toMatchObject({
      title: "Субботник",
      description: "<p>Убираем двор.</p><p>Перчатки выдадим.</p>",
      canManage: false,
      me: null,
    });
    expect(await card("editor", id)).toMatchObject({ canManage: true });
  });

  it("is found by the portal search (index ACTIVITY), with its new title once edited", async () => {
    const id = await create({ title: "Турнир по настольному теннису", description: "Ракетки выдадим" });
    await portal.outbox.deliver();
    const find = async (query: string) =>
      (ok(await people.get("employee", "/search-v2/find", { query, indexName: "ACTIVITY" })) as { objects: { id: number; name: string }[] })
        .objects;
    expect((await find("ракетки")).map((o) => o.id)).toEqual([id]);
    ok(await people.post("editor", "/activities/edit", { id, ...body({ title: "Турнир по бадминтону" }) }));
    await portal.outbox.deliver();
    expect((await find("бадминтону")).map((o) => o.name)).toEqual(["Турнир по бадминтону"]);
  });

  it("refuses bad fields by name and stores nothing", async () => {
    const count = async () =>
      Number(
        (
          await portal.db.kysely
            .selectFrom("activities")
            .select((e) => e.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    refused(await people.post("editor", "/activities/create", body({ title: " " })), t.titleRequired);
    refused(await people.post("editor", "/activities/create", body({ startsAt: "завтра" })), t.dateTimeInvalid);
    refused(await people.post("editor", "/activities/create", body({ endsAt: inHours(47) })), r.endsBeforeStart);
    refused(await people.post("editor", "/activities/create", body({ signupUntil: inHours(49) })), r.signupAfterStart);
    refused(await people.post("editor", "/activities/create", body({ place: "", link: "" })), r.placeRequired);
    refused(await people.post("editor", "/activities/create", body({ link: "javascript:alert(1)" })), t.linkInvalid);
    refused(await people.post("editor", "/activities/create", body({ seats: 0 })), t.seatsInvalid);
    expect(await count()).toBe(before);
    // A form's Moscow wall time is three hours ahead of UTC.
    const id = await create({ startsAt: "2027-01-15T18:30", endsAt: "15.01.2027 20:00" });
    expect(await card("employee", id)).toMatchObject({ startsAt: "2027-01-15T15:30:00.000Z", endsAt: "2027-01-15T17:00:00.000Z" });
  });

  it("lets only the organiser, editors and administrators edit and cancel", async () => {
    const id = await create();
    refused(await people.post("employee", "/activities/edit", { id, ...body({ title: "Чужое" }) }), r.notOrganiser);
    refused(await people.post("employee", "/activities/cancel", { id }), r.notOrganiser);
    ok(await people.post("admin", "/activities/edit", { id, ...body({ title: "Субботник-2" }) }));
    expect(await card("employee", id)).toMatchObject({ title: "Субботник-2" });
    refused(await people.post("editor", "/activities/edit", { id: 999999, ...body() }), r.notFound);
  });

  it("seats the first, puts the next on the waiting list with her number, and moves her up when a place frees", async () => {
    const id = await create({ seats: 1 });
    expect(ok(await join("employee", id))).toEqual({ status: "going" });
    expect(ok(await join("other", id))).toEqual({ status: "waiting", position: 1 });
    expect(ok(await join("admin", id))).toEqual({ status: "waiting", position: 2 });
    refused(await join("employee", id), r.alreadyGoing);
    refused(await join("other", id), r.alreadyWaiting(1));
    expect(await card("other", id)).toMatchObject({ me: { status: "waiting", position: 1 }, taken: 1, waiting: 2 });

    ok(await people.post("employee", "/activities/leave", { id }));
    expect(await card("other", id)).toMatchObject({ me: { status: "going" }, taken: 1, waiting: 1 });
    expect(await card("employee", id)).toMatchObject({ me: null });
    refused(await people.post("employee", "/activities/leave", { id }), r.notSignedUp);

    // The text keeps its placeholder; the notification's variable names the activity (and leads to it).
    expect(await toldOf(people.people.other.id, "ACTIVITY_PLACE_GRANTED")).toEqual([{ text: activitiesNames.notifyPlaceGranted }]);

    // The organiser removes the participant: the next waiting moves up; raising the limit seats the rest.
    refused(await people.post("employee", "/activities/participants/remove", { id, userId: people.people.other.id }), r.notOrganiser);
    ok(await people.post("editor", "/activities/participants/remove", { id, userId: people.people.other.id }));
    expect(await members(id)).toEqual([{ user_id: people.people.admin.id, status: "going" }]);
    ok(await join("employee", id));
    ok(await people.post("editor", "/activities/edit", { id, ...body({ seats: 5 }) }));
    expect((await members(id)).map((m) => m.status)).toEqual(["going", "going"]);
  });

  it("gives the last place to exactly one of many parallel sign-ups", async () => {
    const id = await create({ seats: 1 });
    const results = await Promise.all(crowd.slice(0, 40).map((u) => portal.services.activities.signups.join(actingAs(u), id)));
    expect(results.filter((x) => x.status === "going")).toHaveLength(1);
    // Each was told a number as her transaction saw the list; once all are in, the numbers are 1 to 39.
    const waiting = crowd.slice(0, 40).filter((_, i) => results[i]!.status === "waiting");
    const positions = await Promise.all(waiting.map((u) => portal.services.activities.signups.statusOf(actingAs(u), id)));
    expect(positions.map((p) => (p?.status === "waiting" ? p.position : 0)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 39 }, (_, i) => i + 1),
    );
    const rows = await members(id);
    expect(rows.filter((m) => m.status === "going")).toHaveLength(1);
    expect(rows.filter((m) => m.status === "waiting")).toHaveLength(39);
    expect(await card("employee", id)).toMatchObject({ taken: 1, waiting: 39 });
    // The organiser's list numbers the waiting list on from page to page.
    const organiser = actingAs(people.people.editor.id, [ROLE_EDIT_ACTIVITIES]);
    const first = await portal.services.activities.signups.participants(organiser, id, null, 10);
    const second = await portal.services.activities.signups.participants(organiser, id, first.nextCursor, 10);
    expect(first.items.map((p) => p.waitingNumber)).toEqual([null, ...Array.from({ length: 9 }, (_, i) => i + 1)]);
    expect(second.items.map((p) => p.waitingNumber)).toEqual(Array.from({ length: 10 }, (_, i) => i + 10));
  });

  it("refuses by name a sign-up after the deadline, to a past or a cancelled activity", async () => {
    const closed = await create({ signupUntil: inHours(-1) });
    refused(await join("employee", closed), r.deadline("21.11.2026, 11:00"));
    const past = await create({ startsAt: inHours(-3), endsAt: inHours(-1) });
    refused(await join("employee", past), r.past);
    const cancelled = await create();
    ok(await join("other", cancelled));
    ok(await people.post("editor", "/activities/cancel", { id: cancelled }));
    refused(await join("employee", cancelled), r.cancelled);
    refused(await people.post("editor", "/activities/cancel", { id: cancelled }), r.alreadyCancelled);
    expect(await toldOf(people.people.other.id, "ACTIVITY_CANCELLED")).toHaveLength(1);
  });

  it("reminds the participants the day before, once", async () => {
    const id = await create({ startsAt: inHours(20), endsAt: inHours(21) });
    ok(await join("other", id));
    const { notices } = portal.services.activities;
    expect(await notices.remind()).toBeGreaterThanOrEqual(1);
    expect(await notices.remind()).toBe(0);
    expect(await toldOf(people.people.other.id, "ACTIVITY_REMINDER")).toHaveLength(1);
  });

  it("gives the calendar a person's activities overlapping a range, in one statement", async () => {
    const a = await create({ title: "Ранняя", startsAt: inHours(100), endsAt: inHours(102) });
    const b = await create({ title: "Поздняя", startsAt: inHours(200), endsAt: inHours(201) });
    const c = await create({ title: "Отменённая", startsAt: inHours(101), endsAt: inHours(103) });
    for (const id of [a, b, c]) ok(await join("employee", id));
    ok(await people.post("editor", "/activities/cancel", { id: c }));
    queries = 0;
    counting = true;
    const found = await portal.services.activities.eventsOf(people.people.employee.id, inHours(101), inHours(150));
    counting = false;
    expect(queries).toBe(1);
    expect(found).toEqual([{ id: a, title: "Ранняя", startsAt: inHours(100), endsAt: inHours(102), place: "Двор офиса", link: null }]);
  });

  it("pages the lists in the same number of statements for 10 and 1,000 people", async () => {
    const reader = actingAs(people.people.employee.id);
    const organiser = actingAs(people.people.editor.id, [ROLE_EDIT_ACTIVITIES]);
    const count = async (read: () => Promise<unknown>) => {
      queries = 0;
      counting = true;
      await read();
      counting = false;
      return queries;
    };
    const small = await create();
    const big = await create();
    const sign = async (id: number, ids: number[]) => {
      const at = portal.clock.now().toISOString();
      for (let i = 0; i < ids.length; i += 200)
        await portal.db.kysely
          .insertInto("activity_members")
          .values(ids.slice(i, i + 200).map((u) => ({ activity_id: id, user_id: u, status: "going", created_at: at })))
          .execute();
    };
    await sign(small, crowd.slice(0, 10));
    await sign(big, crowd);
    const { activities } = portal.services;
    for (const read of [
      (id: number) => activities.signups.users(reader, id, null),
      (id: number) => activities.signups.participants(organiser, id, null),
    ]) {
      expect(await count(() => read(big))).toBe(await count(() => read(small)));
    }
    const page = await activities.signups.users(reader, big, null);
    const next = await activities.signups.users(reader, big, page.nextCursor);
    expect(page.items).toHaveLength(50);
    expect(next.items[0]!.memberId).toBeGreaterThan(page.items.at(-1)!.memberId);
    expect(await count(() => activities.list(reader, "upcoming", null))).toBe(1);
    const first = await activities.list(reader, "upcoming", null, 3);
    const second = await activities.list(reader, "upcoming", first.nextCursor, 3);
    expect(second.items[0]!.startsAt >= first.items.at(-1)!.startsAt).toBe(true);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });
});
