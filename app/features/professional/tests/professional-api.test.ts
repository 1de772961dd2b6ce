// The best in profession's /api on SQLite and PostgreSQL: the envelope with its Russian messages, who may change
// (anonymous, an employee, an editor with ROLE_EDIT_PROFESSIONAL, an administrator), years once each, winners with
// a place or a nomination, the filters by region and profession, deletion with the search's event, and a year's
// results in the same statements for 10 winners as for 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_PROFESSIONAL } from "../policy";
import { PROFESSIONAL_WINNERS_CHANGED } from "../server/professional.server";
import type { ContestYear, Winner, YearResults } from "../server/model";

const PASSWORD = "professional-test-1";

describe.each(await dialects())("professional /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor" | "admin" | "hero">>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_PROFESSIONAL] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
        hero: { name: "Мастер", surname: "Делов" },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const saveYear = (who: "employee" | "editor" | "admin" | null, body: Record<string, unknown>) =>
    people.post(who, "/professional/year/save", body);
  const saveWinner = (who: "employee" | "editor", body: Record<string, unknown>) => people.post(who, "/professional/winner/save", body);

  it("answers 401 without a session, refuses an employee's changes, and has no results before a year", async () => {
    unauthorized(await people.get(null, "/professional/years"));
    unauthorized(await saveYear(null, { year: 2025 }));
    refused(await saveYear("employee", { year: 2025 }), r.forbidden);
    refused(await people.post("employee", "/professional/winner/delete", { year: 2025, id: 1 }), r.forbidden);
    expect(ok(await people.get("employee", "/professional/years"))).toEqual([]);
    expect(ok(await people.get("employee", "/professional/results"))).toBeNull();
  });

  it("keeps a year once, adds winners with a place or a nomination, filters them, and deletes", async () => {
    refused(await saveYear("editor", { year: "abc" }), t.yearInvalid);
    const y2024 = ok(await saveYear("editor", { year: 2024 })) as ContestYear;
    expect(y2024).toMatchObject({ year: 2024, title: t.yearTitle(2024) });
    ok(await saveYear("admin", { year: 2025, title: "Итоги 2025", description: "Конкурс" }));
    refused(await saveYear("editor", { year: 2024 }), r.yearExists);
    const hero = people.people.hero.id;
    const base = { year: 2025, userId: hero, profession: "Кладовщик", region: "Москва" };
    refused(await saveWinner("employee", { ...base, place: 1 }), r.forbidden);
    refused(await saveWinner("editor", { ...base }), t.placeOrNomination);
    refused(await saveWinner("editor", { ...base, place: 4 }), t.placeInvalid);
    refused(await saveWinner("editor", { ...base, profession: " ", place: 1 }), t.professionRequired);
    refused(await saveWinner("editor", { ...base, userId: 999999, place: 1 }), r.personNotFound);
    refused(await saveWinner("editor", { ...base, year: 2030, place: 1 }), r.yearNotFound);
    const first = ok(await saveWinner("editor", { ...base, place: 1, text: "Лучший кладовщик" })) as Winner;
    expect(first).toMatchObject({ year: 2025, place: 1, nomination: null, profession: "Кладовщик", user: { id: hero, surname: "Делов" } });
    ok(await saveWinner("editor", { ...base, region: "Казань", profession: "Продавец", nomination: "Душа коллектива" }));
    const changed = ok(await saveWinner("editor", { ...base, id: first.id, place: 2 })) as Winner;
    expect(changed.place).toBe(2);
    const all = ok(await people.get("employee", "/professional/results")) as YearResults;
    expect(all.years).toEqual([2025, 2024]);
    expect(all.year.title).toBe("Итоги 2025");
    expect(all.regions).toEqual(["Казань", "Москва"]);
    expect(all.professions).toEqual(["Кладовщик", "Продавец"]);
    expect(all.winners.map((w) => w.profession)).toEqual(["Кладовщик", "Продавец"]);
    const kazan = ok(await people.get("employee", "/professional/results", { year: 2025, region: "Казань" })) as YearResults;
    expect(kazan.winners.map((w) => w.nomination)).toEqual(["Душа коллектива"]);
    expect((ok(await people.get("employee", "/professional/results", { year: 2024 })) as YearResults).winners).toEqual([]);
    refused(await people.get("employee", "/professional/results", { year: 2031 }), r.yearNotFound);
    await portal.outbox.deliver();
    const find = async (query: string) =>
      (ok(await people.get("employee", "/search-v2/find", { query, indexName: "PROFESSIONAL_WINNER" })) as { objects: { id: number }[] })
        .objects;
    expect((await find("Кладовщик")).map((o) => o.id)).toEqual([first.id]);
    ok(await people.post("editor", "/professional/winner/delete", { year: 2025, id: first.id }));
    refused(await people.post("editor", "/professional/winner/delete", { year: 2025, id: first.id }), r.winnerNotFound);
    const events = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", PROFESSIONAL_WINNERS_CHANGED).execute();
    expect(events.map((e) => JSON.parse(e.payload))).toContainEqual({ ids: [first.id] });
    await portal.outbox.deliver();
    expect(await find("Кладовщик")).toEqual([]);
    ok(await people.post("admin", "/professional/year/delete", { year: 2024 }));
    expect(ok(await people.get("employee", "/professional/years"))).toEqual([2025]);
  });

  it("reads a year's results in the same statements for 10 winners as for 100", async () => {
    const editor = actingAs(people.people.editor.id, [ROLE_EDIT_PROFESSIONAL]);
    const reader = actingAs(people.people.employee.id);
    const p = portal.services.professional;
    await p.saveYear(editor, null, { year: 2023, title: "", description: "" });
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const input = {
          userId: people.people.hero.id,
          profession: `Профессия ${i % 7}`,
          region: `Регион ${i % 5}`,
          place: (i % 3) + 1,
          nomination: "",
          text: "",
          photoFileId: undefined,
        };
        await p.saveWinner(editor, 2023, null, input, portal.services.files);
      }
    };
    const count = async () => {
      queries = 0;
      counting = true;
      const results = await p.results(reader, 2023, { region: "Регион 1" });
      counting = false;
      return { queries, winners: results?.winners.length ?? 0 };
    };
    await add(10);
    const few = await count();
    await add(90);
    const many = await count();
    expect(many.queries).toBe(few.queries);
    expect(few.queries).toBe(5);
    expect(many.winners).toBe(20);
  });
});
