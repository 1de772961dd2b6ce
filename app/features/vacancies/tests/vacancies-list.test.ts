// The vacancies' list and its counters (issue #15 points 3, 8) on SQLite and PostgreSQL: 10 a page, hot
// first then newest, total and last; the city, sector, level and archive filters; «Мои вакансии» (the
// editor's as author or contact); /vacancies/total; and views: a person's parallel first views count once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { openVacancies, type VacanciesWorld } from "./fixture";

interface Card {
  id: number;
  position: string;
  hot: boolean;
  publishDate: string;
}

describe.each(await dialects())("the vacancies' list on %s", (dialect) => {
  let w: VacanciesWorld;
  /** In the order the list shows them. */
  let vologda: Card[];
  beforeAll(async () => {
    w = await openVacancies(dialect);
    // 23 PUBLIC vacancies in Вологда, one a minute; every fifth hot; sectors and levels in turn.
    const sectors = ["RETAIL", "WHOLESALE", "OTHER"];
    const levels = ["CHIEF", "SPECIALIST", "EXECUTOR"];
    const made: Card[] = [];
    for (let i = 0; i < 23; i++) {
      w.portal.clock.advance(60_000);
      made.push(await w.vacancy({ position: `Вакансия ${i}`, hot: i % 5 === 0, sector: sectors[i % 3], level: levels[i % 2] }));
    }
    vologda = [...made.filter((v) => v.hot).reverse(), ...made.filter((v) => !v.hot).reverse()];
    // Elsewhere and archived: not in Вологда's PUBLIC list.
    await w.vacancy({ position: "В Москве", cityId: 2 });
    await w.vacancy({ position: "В архиве", state: "ARCHIVE" });
  });
  afterAll(async () => {
    await w?.close();
  });

  const ids = (page: { content: Card[] }) => page.content.map((v) => v.id);

  it("pages by 10, hot first then newest, with total and last", async () => {
    const pages = [0, 1, 2].map(async (pageNumber) => ok(await w.get("employee", "/vacancies/list", { pageNumber })));
    const [first, second, third] = await Promise.all(pages);
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 10, total: 23, last: false });
    expect(second).toMatchObject({ pageNumber: 1, total: 23, last: false });
    expect(third).toMatchObject({ pageNumber: 2, total: 23, last: true });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(vologda.map((v) => v.id));
    expect(first.content.slice(0, 5).every((v: Card) => v.hot)).toBe(true);
    expect(first.content[5].hot).toBe(false);
    const past = ok(await w.get("employee", "/vacancies/list", { pageNumber: 7 }));
    expect(past).toMatchObject({ content: [], total: 23, last: true });
    const big = ok(await w.get("employee", "/vacancies/list", { pageSize: 50 }));
    expect(ids(big)).toEqual(vologda.map((v) => v.id));
  });

  it("filters by city, sector and level, and counts the same in /vacancies/total", async () => {
    const moscow = ok(await w.get("employee", "/vacancies/list", { cityId: 2 }));
    expect(moscow.content.map((v: Card) => v.position)).toEqual(["В Москве"]);
    const retail = ok(await w.get("employee", "/vacancies/list", { sector: "RETAIL", pageSize: 50 }));
    expect(retail.content.every((v: { sector: string }) => v.sector === "RETAIL")).toBe(true);
    expect(retail.total).toBe(8);
    const chiefs = ok(await w.get("employee", "/vacancies/list", { sector: "RETAIL", level: "CHIEF", pageSize: 50 }));
    expect(chiefs.content.map((v: { sector: string; level: string }) => `${v.sector}/${v.level}`)).toEqual(
      Array(chiefs.total).fill("RETAIL/CHIEF"),
    );
    expect(chiefs.total).toBe(4);
    expect(ok(await w.get("employee", "/vacancies/total"))).toBe(24);
    expect(ok(await w.get("employee", "/vacancies/total", { cityId: 1 }))).toBe(23);
    expect(ok(await w.get("employee", "/vacancies/total", { cityId: 1, sector: "RETAIL", level: "CHIEF" }))).toBe(4);
  });

  it("shows editors the archive and their own vacancies, as author or as contact", async () => {
    const archive = ok(await w.get("editor", "/vacancies/list", { state: "ARCHIVE" }));
    expect(archive.content.map((v: Card) => v.position)).toEqual(["В архиве"]);
    expect(archive.content[0]).toMatchObject({ canEdit: true, viewsCount: 0, state: "ARCHIVE" });
    // The administrator's own vacancy, and one whose contact she is; the editor's are not hers.
    const mine = ok(await w.post("admin", "/vacancies/create", w.fields({ position: "Админская" })));
    const asContact = await w.vacancy({ position: "Где она контакт", contactId: w.people.admin.id });
    const adminMine = ok(await w.get("admin", "/vacancies/list", { onlyMy: true }));
    expect(ids(adminMine).sort()).toEqual([mine.id, asContact.id].sort());
    const editorMine = ok(await w.get("editor", "/vacancies/list", { onlyMy: true, pageSize: 50 }));
    expect(editorMine.total).toBe(24);
    expect(ids(editorMine)).not.toContain(mine.id);
  });

  it("counts one view per person, however many reads race", async () => {
    const target = vologda[3]!.id;
    const views = async () =>
      (await w.db.selectFrom("vacancies").select("views_count").where("id", "=", target).executeTakeFirstOrThrow()).views_count;
    const before = await views();
    await Promise.all(Array.from({ length: 5 }, () => w.get("employee", "/vacancies/get", { id: target })));
    expect(await views()).toBe(before + 1);
    await Promise.all(Array.from({ length: 5 }, () => w.get("contact", "/vacancies/get", { id: target })));
    expect(await views()).toBe(before + 2);
    // The service itself: parallel views by one person through the page's path.
    const reader = await createPerson(w.portal, { name: "Вера", surname: "Читалкина" });
    const actor = actingAs(reader.id);
    await Promise.all(Array.from({ length: 5 }, () => w.portal.services.vacancies.get(actor, target, { countView: true })));
    expect(await views()).toBe(before + 3);
    // The editor reads it first too: her own view is in the count she is shown.
    expect(ok(await w.get("editor", "/vacancies/get", { id: target })).viewsCount).toBe(before + 4);
    expect((await w.db.selectFrom("vacancy_views").select("user_id").where("vacancy_id", "=", target).execute()).length).toBe(before + 4);
  });
});
