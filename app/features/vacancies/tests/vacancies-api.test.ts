// Contract tests of the vacancies' calls (issue #15 points 2, 8) on SQLite and PostgreSQL, by who calls:
// anonymous (401), an employee, the vacancy's contact, a vacancy editor (ROLE_EDIT_VACANCY_CLAIM) and an
// administrator. Creating and updating are the editors'; everyone signed in reads PUBLIC vacancies;
// archived ones are not found for the others; views and replies counters show to whom they should.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openVacancies, type VacanciesWorld, type Who } from "./fixture";

const r = ru.vacancies.core.refusals;
const everyone: Who[] = ["employee", "contact", "editor", "admin"];

describe.each(await dialects())("vacancy calls on %s", (dialect) => {
  let w: VacanciesWorld;
  beforeAll(async () => {
    w = await openVacancies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const rows = async () => (await w.db.selectFrom("vacancies").select("id").execute()).length;

  it("answers 401 to every call signed out, and creates nothing", async () => {
    for (const path of ["/vacancies/cities", "/vacancies/list", "/vacancies/get", "/vacancies/total"]) {
      unauthorized(await w.get(null, path, { id: 1 }));
    }
    unauthorized(await w.post(null, "/vacancies/create", w.fields()));
    unauthorized(await w.post(null, "/vacancies/update", { id: 1, state: "ARCHIVE" }));
    expect(await rows()).toBe(0);
  });

  it("gives everyone signed in the cities, Вологда first", async () => {
    for (const who of everyone) {
      const cities = ok(await w.get(who, "/vacancies/cities"));
      expect(cities[0]).toEqual({ id: 1, name: "Вологда" });
      expect(cities.map((c: { id: number }) => c.id)).toEqual([...cities.map((c: { id: number }) => c.id)].sort((a, b) => a - b));
      expect(cities.length).toBeGreaterThan(1);
    }
  });

  it("lets editors and administrators create, and refuses the employee and the contact with nothing made", async () => {
    const before = await rows();
    for (const who of ["employee", "contact"] as const) refused(await w.post(who, "/vacancies/create", w.fields()), r.notEditor);
    expect(await rows()).toBe(before);
    const byEditor = ok(
      await w.post("editor", "/vacancies/create", w.fields({ position: "  Директор магазина ", wage: "120 000", wage2: null })),
    );
    expect(byEditor).toMatchObject({
      position: "Директор магазина",
      state: "PUBLIC",
      hot: false,
      wage: "120000",
      wage2: null,
      authorId: w.people.editor.id,
      departmentId: w.department,
      department: { name: "Магазин «Центральный»" },
      cityId: 1,
      sector: "RETAIL",
      level: "EXECUTOR",
      version: 1,
      canEdit: true,
      canReadReplies: true,
      replyCount: 0,
      viewsCount: 0,
      myReply: null,
      myRecommendation: null,
      publishDate: w.portal.clock.now().toISOString(),
    });
    expect(byEditor.contact).toEqual({
      id: w.people.contact.id,
      name: "Ольга",
      surname: "Кадрова",
      position: "Менеджер по персоналу",
      workPhone: "+79001112233",
      email: "olga@example.com",
      avatarFile: null,
    });
    const byAdmin = ok(await w.post("admin", "/vacancies/create", w.fields({ state: "ARCHIVE", hot: true, wage: "", wage2: "" })));
    expect(byAdmin).toMatchObject({ state: "ARCHIVE", hot: true, wage: null, wage2: null, authorId: w.people.admin.id });
    expect(await rows()).toBe(before + 2);
  });

  it("shows a PUBLIC vacancy to everyone, views and counters to whom they belong", async () => {
    const made = await w.vacancy();
    const seen = Object.fromEntries(
      await Promise.all(everyone.map(async (who) => [who, ok(await w.get(who, "/vacancies/get", { id: made.id }))])),
    );
    expect(seen.employee).toMatchObject({ viewsCount: null, canEdit: false, canReadReplies: false, replyCount: null });
    expect(seen.contact).toMatchObject({ viewsCount: null, canEdit: false, canReadReplies: true, replyCount: 0 });
    expect(seen.editor).toMatchObject({ canEdit: true, canReadReplies: true, replyCount: 0 });
    expect(seen.admin).toMatchObject({ canEdit: true, canReadReplies: true, replyCount: 0 });
    // Four people read it once each: the editor's second read says so.
    expect(ok(await w.get("editor", "/vacancies/get", { id: made.id })).viewsCount).toBe(4);
  });

  it("hides an archived vacancy from the employee and the contact, not from editors", async () => {
    const made = await w.vacancy({ state: "ARCHIVE" });
    for (const who of ["employee", "contact"] as const) refused(await w.get(who, "/vacancies/get", { id: made.id }), r.notFound);
    for (const who of ["editor", "admin"] as const) expect(ok(await w.get(who, "/vacancies/get", { id: made.id })).state).toBe("ARCHIVE");
    for (const id of [999_999, "abc", 0, -1, "1.5", "99999999999"]) refused(await w.get("employee", "/vacancies/get", { id }), r.notFound);
    // A refused read counted no view.
    expect((await w.db.selectFrom("vacancy_views").select("user_id").where("vacancy_id", "=", made.id).execute()).length).toBe(2);
  });

  it("lets editors update, keeping what the call does not name; archives and restores with {id, state}", async () => {
    const made = await w.vacancy({ hot: true });
    for (const who of ["employee", "contact"] as const) {
      refused(await w.post(who, "/vacancies/update", { id: made.id, state: "ARCHIVE" }), r.notEditor);
    }
    const renamed = ok(await w.post("editor", "/vacancies/update", { id: made.id, version: 1, position: "Старший продавец" }));
    expect(renamed).toMatchObject({ position: "Старший продавец", version: 2, hot: true, wage: "45000", wage2: "60000", state: "PUBLIC" });
    expect(renamed.responsibility).toBe(made.responsibility);
    const archived = ok(await w.post("admin", "/vacancies/update", { id: made.id, state: "ARCHIVE" }));
    expect(archived).toMatchObject({ state: "ARCHIVE", version: 3, publishDate: made.publishDate });
    refused(await w.get("employee", "/vacancies/get", { id: made.id }), r.notFound);
    // Restoring publishes it again: it comes back with the restore's date.
    w.portal.clock.advance(60_000);
    const restored = ok(await w.post("editor", "/vacancies/update", { id: made.id, state: "PUBLIC" }));
    expect(restored).toMatchObject({ state: "PUBLIC", version: 4, publishDate: w.portal.clock.now().toISOString() });
    expect(ok(await w.get("employee", "/vacancies/get", { id: made.id })).position).toBe("Старший продавец");
    // An edit that is not a restore keeps the date.
    const edited = ok(await w.post("editor", "/vacancies/update", { id: made.id, hot: false, conditions: "" }));
    expect(edited).toMatchObject({ hot: false, conditions: "", publishDate: restored.publishDate, version: 5 });
  });

  it("refuses a stale version and an unknown vacancy, changing nothing", async () => {
    const made = await w.vacancy();
    ok(await w.post("editor", "/vacancies/update", { id: made.id, version: 1, hot: true }));
    refused(await w.post("admin", "/vacancies/update", { id: made.id, version: 1, position: "Кассир" }), ru.vacancies.stale);
    expect(ok(await w.get("editor", "/vacancies/get", { id: made.id }))).toMatchObject({ position: "Продавец-консультант", version: 2 });
    refused(await w.post("editor", "/vacancies/update", { id: 999_999, state: "ARCHIVE" }), r.notFound);
    refused(await w.post("editor", "/vacancies/update", { id: "x", state: "ARCHIVE" }), r.notFound);
  });

  it("answers 400 to malformed JSON", async () => {
    for (const path of ["/vacancies/create", "/vacancies/update"]) {
      const response = await fetch(`${w.server.url}/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${w.tokens.editor}` },
        body: '{"position": "Кассир",',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ responseCode: 1, response: null, errorMessage: ru.common.badRequest });
    }
  });
});
