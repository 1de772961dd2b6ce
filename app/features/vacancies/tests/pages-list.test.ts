// GET /vacancies (issue #15 point 3) through the real build, without JavaScript: the defaults (Вологда,
// PUBLIC, page 0), the filters as one GET form, bad values falling back, paging that keeps the filters,
// the cards' texts, and what editors see besides. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ru } from "../../../../tests/helpers/ru";
import { count, text } from "../../../../tests/helpers/form-browser";
import { openVacancyPages, type VacancyPages } from "./pages-fixture";

const t = ru.vacancies;
const CARD = 'class="card vacancy-card';

describe.each(await pageDialects())("the vacancies' list page on %s", (dialect) => {
  let v: VacancyPages;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    v = await openVacancyPages(dialect);
    ids.one = (await v.vacancy({ position: "Кассир", wage: "45000" })).id;
    ids.range = (
      await v.vacancy({ position: "Менеджер по оптовым продажам", sector: "WHOLESALE", level: "SPECIALIST", wage: "45000", wage2: "60000" })
    ).id;
    ids.interview = (
      await v.vacancy({ position: "Директор магазина", level: "CHIEF", wage: null, hot: true, responsibility: "Руководить ".repeat(40) })
    ).id;
    ids.moscow = (await v.vacancy({ position: "Аналитик в Москве", cityId: 2 })).id;
    ids.archived = (await v.vacancy({ position: "Кладовщик из архива", state: "ARCHIVE" })).id;
  });
  afterAll(async () => {
    await v?.server.close();
    await v?.portal.dispose();
  });

  it("shows an employee Вологда's PUBLIC vacancies, hot first, with salary, cut duties, department and city", async () => {
    const page = text(await v.html("/vacancies", "employee"));
    expect(count(page, CARD)).toBe(3);
    expect(page.indexOf("Директор магазина")).toBeLessThan(page.indexOf("Менеджер по оптовым продажам"));
    expect(page.indexOf("Менеджер по оптовым продажам")).toBeLessThan(page.indexOf("Кассир"));
    expect(page).not.toContain("Аналитик в Москве");
    expect(page).not.toContain("Кладовщик из архива");
    expect(page).toContain(t.hot);
    expect(page).toContain("45 000 ₽");
    expect(page).toContain("от 45 000 до 60 000 ₽");
    expect(page).toContain(t.byInterview);
    expect(page).toContain("Магазин на Ленина");
    expect(page).toContain("Вологда");
    // The duties cut at the last space before 200 characters, then «…».
    const cut = /Руководить(?: Руководить)*…/.exec(page)?.[0] ?? "";
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.length).toBeGreaterThan(180);
    expect(page).toContain(`href="/vacancies/${ids.interview}"`);
    // The header: the rules for everyone, no add link, no editors' filters, no views.
    expect(page).toContain('href="/vacancies/rules"');
    expect(page).not.toContain(t.add);
    expect(page).not.toContain('name="state"');
    expect(page).not.toContain('name="onlyMy"');
    expect(page).not.toContain("Просмотров");
    // One GET form, no page field; «Сбросить фильтры» leads to the bare list.
    expect(page).toMatch(/<form[^>]*method="get"[^>]*action="\/vacancies"/);
    expect(page).not.toContain('name="page"');
    expect(page).toContain(t.reset);
  });

  it("filters by city, sector and level, and ignores an employee's archive and onlyMy", async () => {
    expect(text(await v.html("/vacancies?cityId=2", "employee"))).toContain("Аналитик в Москве");
    const wholesale = text(await v.html("/vacancies?sector=WHOLESALE", "employee"));
    expect(count(wholesale, CARD)).toBe(1);
    expect(wholesale).toContain("Менеджер по оптовым продажам");
    expect(wholesale).toMatch(/name="sector" checked="" value="WHOLESALE"/);
    const chiefs = text(await v.html("/vacancies?level=CHIEF&sector=", "employee"));
    expect(count(chiefs, CARD)).toBe(1);
    expect(chiefs).toContain("Директор магазина");
    const archive = text(await v.html("/vacancies?state=ARCHIVE&onlyMy=true", "employee"));
    expect(count(archive, CARD)).toBe(3);
    expect(archive).not.toContain("Кладовщик из архива");
  });

  it("falls back to the defaults on bad values, and says when nothing is found", async () => {
    for (const bad of ["sector=SPACE", "level=1", "cityId=abc", "page=-1", "page=zz", "state=DRAFT", "cityId=1.5"]) {
      const page = await v.get(`/vacancies?${bad}`, "employee");
      expect(page.status, bad).toBe(200);
      expect(count(await page.text(), CARD), bad).toBe(3);
    }
    const none = text(await v.html("/vacancies?cityId=2&sector=OTHER", "employee"));
    expect(none).toContain(t.nothingFound);
    expect(count(none, CARD)).toBe(0);
    expect(text(await v.html("/vacancies?page=9", "employee"))).toContain(t.nothingFound);
  });

  it("pages by 10 with «Назад» and «Вперёд» keeping the filters", async () => {
    for (let i = 0; i < 11; i++) await v.vacancy({ position: `Оптовик ${i}`, sector: "WHOLESALE" });
    const first = text(await v.html("/vacancies?sector=WHOLESALE", "employee"));
    expect(count(first, CARD)).toBe(10);
    expect(first).toContain(`href="/vacancies?sector=WHOLESALE&page=1"`);
    expect(first).not.toContain('rel="prev"');
    const second = text(await v.html("/vacancies?sector=WHOLESALE&page=1", "employee"));
    expect(count(second, CARD)).toBe(2);
    expect(second).toContain(`href="/vacancies?sector=WHOLESALE"`);
    expect(second).not.toContain('rel="next"');
  });

  it("gives editors the add link, the archive and «Мои вакансии» filters, views, and archived cards to their edit page", async () => {
    const page = text(await v.html("/vacancies", "editor"));
    expect(page).toContain('href="/vacancies/create"');
    expect(page).toContain(t.add);
    expect(page).toContain('name="state" value="ARCHIVE"');
    expect(page).toContain('name="onlyMy" value="true"');
    expect(page).toContain("Просмотров: 0");
    const archive = text(await v.html("/vacancies?state=ARCHIVE", "editor"));
    expect(count(archive, CARD)).toBe(1);
    expect(archive).toContain(`href="/vacancies/${ids.archived}/edit"`);
    expect(archive).toMatch(/name="state" checked="" value="ARCHIVE"/);
    // onlyMy: ignored for an employee (every card), the author's or contact's for an editor (none of the administrator's).
    expect(count(text(await v.html("/vacancies?onlyMy=true", "other")), CARD)).toBe(10);
    expect(count(text(await v.html("/vacancies?onlyMy=true", "admin")), CARD)).toBe(0);
    expect(count(text(await v.html("/vacancies?onlyMy=true", "editor")), CARD)).toBe(10);
  });

  it("sends a signed-out visitor to the login page", async () => {
    const response = await v.get("/vacancies?sector=RETAIL", null);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/vacancies?sector=RETAIL")}`);
  });

  it("shows the rules page", async () => {
    const page = text(await v.html("/vacancies/rules", "employee"));
    expect(page).toContain(t.rulesTitle);
    expect(page).toContain("5 календарных дней");
  });

  it("says «Ошибка получения списка городов» by the filters when the cities cannot be read, keeping the city asked for", async () => {
    const db = v.portal.db.kysely;
    await db.schema.alterTable("vacancy_cities").renameTo("vacancy_cities_away").execute();
    try {
      const html = await v.html("/vacancies?cityId=2&sector=RETAIL", "employee");
      expect(text(html)).toContain(t.citiesFailed);
      expect(html).toMatch(/<input type="hidden" name="cityId" value="2"\/?>/);
    } finally {
      await db.schema.alterTable("vacancy_cities_away").renameTo("vacancy_cities").execute();
    }
  });

  it("says «Ошибка получения списка вакансий» or «… информации о вакансии» when the vacancies cannot be read", async () => {
    const db = v.portal.db.kysely;
    await db.schema.alterTable("vacancies").renameTo("vacancies_away").execute();
    try {
      const list = text(await v.html("/vacancies", "employee"));
      expect(list).toContain(t.listFailed);
      expect(list).toContain(t.reset); // the filters stay
      const one = await v.get(`/vacancies/${ids.one}`, "employee");
      expect(one.status).toBe(500);
      expect(text(await one.text())).toContain(t.getFailed);
    } finally {
      await db.schema.alterTable("vacancies_away").renameTo("vacancies").execute();
    }
  });
});
