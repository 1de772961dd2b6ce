// The vacancies' pages (the real build) run the same SQL statements with 1 card as with 10, and with 1
// reply as with 20 (issue #15 "Scale and speed": constant queries), under a ceiling. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { count } from "../../../../tests/helpers/form-browser";
import { openVacancyPages, type VacancyPages, type Who } from "./pages-fixture";

/** The session and the shell's statements, the cities, the page of cards and its total. */
const LIST_CEILING = 12;
/** The shell, the vacancy with its contact and the reader's replies, the view, the profile's e-mail, the replies and their total. */
const VACANCY_CEILING = 18;
const CARD = 'class="card vacancy-card';
const REPLY = /class="vacancy-reply( vacancy-reply--overdue)?"/;

describe.each(await dialects())("the vacancies' page statements on %s", (dialect) => {
  let v: VacancyPages;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    v = await openVacancyPages(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
  });
  afterAll(async () => {
    await v?.server.close();
    await v?.portal.dispose();
  });

  async function measure(url: string, who: Who) {
    await v.portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await v.get(url, who);
    const html = await response.text();
    counting = false;
    expect(response.status, url).toBe(200);
    return { html, count: statements.length };
  }

  it("runs the same statements for the list with 1 card and with 10, for an employee and an editor", async () => {
    await v.vacancy({ position: "Первая", hot: true });
    await measure("/vacancies", "employee"); // a first visit warms what a process reads once
    const one = await measure("/vacancies", "employee");
    expect(count(one.html, CARD)).toBe(1);
    const editorOne = await measure("/vacancies?onlyMy=true", "editor");
    for (let i = 0; i < 11; i++)
      await v.vacancy({ position: `Вакансия ${i}`, wage: i % 2 ? null : "50000", wage2: i % 4 === 0 ? "70000" : null });
    const ten = await measure("/vacancies", "employee");
    expect(count(ten.html, CARD)).toBe(10);
    expect(ten.count).toBe(one.count);
    expect(ten.count).toBeLessThanOrEqual(LIST_CEILING);
    expect((await measure("/vacancies?onlyMy=true", "editor")).count).toBe(editorOne.count);
  });

  it("runs the same statements for the vacancy page with 1 reply and with 20, for the contact", async () => {
    const { id } = await v.vacancy({ position: "С откликами" });
    const send = (i: number) =>
      v.portal.services.vacancyReplies.reply(v.actors.other, {
        vacancyId: id,
        mode: "RECOMMEND",
        fullName: `Кандидат ${i}`,
        telephone: `+7900000${String(1000 + i)}`,
        email: `c${i}@example.ru`,
        info: "Рекомендую",
        resumeId: null,
      });
    await send(0);
    await measure(`/vacancies/${id}`, "contact");
    const one = await measure(`/vacancies/${id}`, "contact");
    expect(count(one.html, REPLY)).toBe(1);
    for (let i = 1; i < 25; i++) await send(i);
    const twenty = await measure(`/vacancies/${id}`, "contact");
    expect(count(twenty.html, REPLY)).toBe(20);
    expect(twenty.count).toBe(one.count);
    expect(twenty.count).toBeLessThanOrEqual(VACANCY_CEILING);
    // An employee's page (no replies list, the reply form): constant too, after the first view (counted once).
    await measure(`/vacancies/${id}`, "employee");
    const employee = await measure(`/vacancies/${id}`, "employee");
    expect((await measure(`/vacancies/${id}`, "employee")).count).toBe(employee.count);
  });
});
