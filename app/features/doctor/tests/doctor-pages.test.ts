// Запись к врачу's pages as a browser without JavaScript meets them (the real build: `npm run build` first), on
// SQLite and PostgreSQL: who opens which page, booking with a refused and a good reason, the reason never on
// another employee's page, the doctor's side's <article id>s, and pages whose statements do not grow with the
// slots and appointments they show.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { moscowDay, shiftDay } from "~/shared/dates";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { ROLE_DOCTOR_ADMIN } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "doctor-pages-1";
const REASON = "Шумит в ушах по вечерам";
type Who = "patient" | "other" | "doctor" | "keeper";
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

describe.each(await dialects())("doctor pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  const ids = {} as Record<Who, number>;
  const cookies = {} as Record<Who, string>;
  let doctorId: number;
  const tomorrow = () => shiftDay(moscowDay(portal.clock.now()), 1);
  const keeper = () => actingAs(ids.keeper, [ROLE_DOCTOR_ADMIN]);

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal, { build });
    for (const who of ["patient", "other", "doctor", "keeper"] as const) {
      const person = await createPerson(portal, { password: PASSWORD, roles: who === "keeper" ? [ROLE_DOCTOR_ADMIN] : [] });
      ids[who] = person.id;
      cookies[who] = await signInWithForm(server, person.phone, PASSWORD);
    }
    ({ id: doctorId } = await portal.services.doctor.createDoctor(keeper(), {
      speciality: "Лор",
      name: "Слухова Анна",
      place: "Кабинет 101",
      userId: ids.doctor,
    }));
    await portal.services.doctor.addDay(keeper(), { doctorId, day: tomorrow(), from: "09:00", to: "12:20", step: 20 });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (who: Who | null, url: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: who ? { Cookie: cookies[who] } : {} });
  const post = (who: Who, url: string, fields: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(fields),
    });
  const freeSlot = async () =>
    (await portal.services.doctor.board(actingAs(ids.patient))).find((d) => d.id === doctorId)!.days[0]!.slots[0]!.id;

  it("sends a signed-out visitor to sign in from every page", async () => {
    for (const url of ["/services/doctor", "/services/doctor/edit", "/services/doctor/all", "/appointments", "/appointments/1"]) {
      const page = await get(null, url);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it("books with JavaScript off: a too long reason comes back typed, a good one leads to the appointment", async () => {
    const slot = await freeSlot();
    const html = await (await get("patient", "/services/doctor")).text();
    expect(html).toContain(`/services/doctor?slot=${slot}#book`);
    expect(html).not.toContain(t.toAll);
    const form = await (await get("patient", `/services/doctor?slot=${slot}`)).text();
    expect(form).toContain('name="reason"');
    const tooLong = "Ш".repeat(501);
    const refused = await post("patient", `/services/doctor?slot=${slot}&index`, { intent: "book", slotId: String(slot), reason: tooLong });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain(t.reasonTooLong);
    expect(again).toContain(tooLong);
    const saved = await post("patient", `/services/doctor?slot=${slot}&index`, { intent: "book", slotId: String(slot), reason: REASON });
    expect(saved.status).toBe(303);
    const location = saved.headers.get("location")!;
    expect(location).toMatch(/^\/appointments\/\d+$/);
    expect(await (await get("patient", "/appointments")).text()).toContain(location);
    expect(await (await get("patient", location)).text()).toContain(REASON);
    // Taken meanwhile: the link says so, and another's post is refused by name with what she typed.
    const gone = await get("other", `/services/doctor?slot=${slot}`);
    expect(gone.status).toBe(200);
    expect(await gone.text()).toContain(t.slotGone);
    expect((await get("other", "/services/doctor?slot=abc")).status).toBe(200);
    const late = await post("other", `/services/doctor?slot=${slot}&index`, { intent: "book", slotId: String(slot), reason: "Тоже болит" });
    expect(late.status).toBe(400);
    const lateHtml = await late.text();
    expect(lateHtml).toContain("Это время уже занято");
    expect(lateHtml).toContain("Тоже болит");
  });

  it("keeps one appointment's page and reason from anyone but the person and the doctor's side", async () => {
    const { id } = await portal.services.doctor.book(actingAs(ids.other), { slotId: await freeSlot(), reason: REASON });
    const foreign = await get("patient", `/appointments/${id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(REASON);
    expect((await get("patient", "/appointments/abc")).status).toBe(404);
    for (const who of ["other", "doctor", "keeper"] as const) {
      const page = await get(who, `/appointments/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(REASON);
    }
    expect((await post("patient", `/appointments/${id}`, { intent: "cancel", id: String(id) })).status).toBe(404);
    const all = await (await get("doctor", "/services/doctor/all")).text();
    expect(all).toMatch(new RegExp(`<article[^>]* id="${id}"`));
    expect(all).toContain(escape(REASON));
    const cancelled = await post("other", `/appointments/${id}`, { intent: "cancel", id: String(id) });
    expect(cancelled.status).toBe(303);
    expect((await portal.services.doctor.appointment(actingAs(ids.other), { id })).status).toBe("cancelled");
  });

  it("opens the doctor's side to the doctor and the keepers only", async () => {
    for (const url of ["/services/doctor/all", "/services/doctor/edit"]) {
      expect((await get("patient", url)).status).toBe(403);
      expect((await get("doctor", url)).status).toBe(200);
      expect((await get("keeper", url)).status).toBe(200);
    }
    expect(await (await get("doctor", "/services/doctor/edit")).text()).not.toContain('name="speciality"');
    expect(await (await get("keeper", "/services/doctor/edit")).text()).toContain('name="speciality"');
    const refusedDay = await post("doctor", "/services/doctor/edit", {
      intent: "addDay",
      doctorId: String(doctorId),
      day: "2026-13-01",
      from: "09:00",
      to: "10:00",
      step: "20",
    });
    expect(refusedDay.status).toBe(400);
    expect(await refusedDay.text()).toContain(t.dayInvalid);
    const added = await post("doctor", "/services/doctor/edit", {
      intent: "addDay",
      doctorId: String(doctorId),
      day: shiftDay(tomorrow(), 1),
      from: "09:00",
      to: "10:00",
      step: "30",
    });
    expect(added.status).toBe(303);
    expect(
      (
        await post("patient", "/services/doctor/edit", {
          intent: "addDay",
          doctorId: String(doctorId),
          day: tomorrow(),
          from: "14:00",
          to: "15:00",
          step: "30",
        })
      ).status,
    ).toBe(403);
  });

  it("reads /services/doctor and /services/doctor/all with the same statements for 10 and 100 slots and appointments", async () => {
    const count = async (url: string) => {
      queries = 0;
      counting = true;
      const page = await get("keeper", url);
      await page.text();
      counting = false;
      expect(page.status).toBe(200);
      return queries;
    };
    const { id: busy } = await portal.services.doctor.createDoctor(keeper(), {
      speciality: "Окулист",
      name: "Зоркий Иван",
      place: "Кабинет 7",
    });
    const day = shiftDay(tomorrow(), 2);
    const bookAll = async (n: number) => {
      const slots = (await portal.services.doctor.board(keeper()))
        .find((d) => d.id === busy)!
        .days.flatMap((d) => d.slots)
        .slice(0, n);
      for (const s of slots) {
        const person = await createPerson(portal, {});
        await portal.services.doctor.book(actingAs(person.id), { slotId: s.id });
      }
    };
    await portal.services.doctor.addDay(keeper(), { doctorId: busy, day, from: "09:00", to: "10:40", step: 5 });
    await bookAll(10);
    const few = [await count("/services/doctor"), await count(`/services/doctor/all?day=${day}`)];
    await portal.services.doctor.addDay(keeper(), { doctorId: busy, day: shiftDay(day, 1), from: "09:00", to: "17:20", step: 5 });
    await bookAll(90);
    const many = [await count("/services/doctor"), await count(`/services/doctor/all?day=${day}`)];
    expect(many).toEqual(few);
  });
});
