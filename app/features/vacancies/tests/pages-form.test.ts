// /vacancies/create and /vacancies/{id}/edit (issue #15 point 4) through the real build, posted without
// JavaScript: editors only (others 403), each salary mode, a refusal by each field with every typed value
// kept, one vacancy per rendered form, edit with its version, archive and restore. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ru } from "../../../../tests/helpers/ru";
import { formTokenOf, inputValue, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { openVacancyPages, type VacancyPages } from "./pages-fixture";

const t = ru.vacancies;
const f = ru.vacancies.core.fields;
/** PlainField's «*» after a required field's label (shared/forms/plain-field.tsx), as React renders it. */
const REQUIRED_MARK = '<span aria-hidden="true"> *</span>';

describe.each(await pageDialects())("the vacancy form pages on %s", (dialect) => {
  let v: VacancyPages;
  const form = (extra: Record<string, string> = {}) => ({
    position: "Продавец-кассир",
    departmentId: String(v.departmentId),
    contactId: String(v.people.contact.id),
    cityId: "1",
    sector: "RETAIL",
    level: "EXECUTOR",
    salaryMode: "ONE",
    wage: "45 000",
    wage2: "",
    responsibility: "Работа с кассой",
    requirements: "Внимательность",
    conditions: "График 2/2",
    ...extra,
  });
  const created = /^\/vacancies\/\d+$/;

  beforeAll(async () => {
    v = await openVacancyPages(dialect);
  });
  afterAll(async () => {
    await v?.server.close();
    await v?.portal.dispose();
  });

  it("refuses the form pages to people who are not vacancy editors", async () => {
    const made = await v.vacancy();
    for (const who of ["employee", "contact"] as const) {
      for (const url of ["/vacancies/create", `/vacancies/${made.id}/edit`]) {
        const page = await v.get(url, who);
        expect(page.status, `${who} ${url}`).toBe(403);
        expect(text(await page.text())).toContain(ru.pages.forbiddenTitle);
        expect((await v.post(url, who, form())).status, `${who} POST ${url}`).toBe(403);
      }
    }
    expect((await v.get("/vacancies/create", null)).headers.get("location")).toBe(`/login?next=${encodeURIComponent("/vacancies/create")}`);
    expect(await v.portal.db.kysely.selectFrom("vacancies").select("id").where("position", "=", "Продавец-кассир").execute()).toEqual([]);
  });

  it("marks each required field's label or legend with «*» (PlainField's mark, as the claim form), «Условия» without", async () => {
    const html = await v.html("/vacancies/create", "editor");
    // Each label and legend: its words (the mark's span left out) and whether the mark follows them.
    const captions = new Map(
      [...html.matchAll(/<(label|legend)\b[^>]*>(.*?)<\/\1>/g)].map(([, , inner]) => [
        text(inner!.replace(REQUIRED_MARK, "").replace(/<[^>]*>/g, "")).trim(),
        inner!.endsWith(REQUIRED_MARK),
      ]),
    );
    const required = [t.position, t.department, t.contact, t.city, t.sector, t.level, t.salary, t.responsibility, t.requirements];
    for (const caption of required) expect(captions.get(caption), caption).toBe(true);
    // The wage's label holds its two wordings (one value, «от»), CSS shows one by the salary mode.
    expect(captions.get(`${t.wage}${t.wageFrom}`), t.wage).toBe(true);
    expect(captions.get(t.wageTo), t.wageTo).toBe(true);
    expect(captions.get(t.conditions), t.conditions).toBe(false);
    expect(captions.get(t.hotCheckbox), t.hotCheckbox).toBe(false);
  });

  it("creates a vacancy in each salary mode and opens it with «Вакансия добавлена»", async () => {
    const page = text(await v.html("/vacancies/create", "editor"));
    expect(page).toContain(t.publish);
    expect(page).toContain(t.save); // the submit's other words, shown by CSS when «Добавить в архив» is checked
    expect(page).toContain('maxLength="255"');
    expect(page).toContain('maxLength="4000"');
    const one = await v.postAndFollow("/vacancies/create", "editor", form({ formToken: formTokenOf(page) }), created);
    expect(text(one.page)).toContain(t.created);
    expect(text(one.page)).toContain("45 000 ₽");
    const range = await v.postAndFollow(
      "/vacancies/create",
      "admin",
      form({ salaryMode: "RANGE", wage: "45000", wage2: "60000" }),
      created,
    );
    expect(text(range.page)).toContain("от 45 000 до 60 000 ₽");
    const interview = await v.postAndFollow("/vacancies/create", "editor", form({ salaryMode: "INTERVIEW", wage: "45000" }), created);
    expect(text(interview.page)).toContain(t.byInterview);
    const archived = await v.postAndFollow("/vacancies/create", "editor", form({ state: "ARCHIVE", hot: "true" }), created);
    expect(text(archived.page)).toContain(t.states.ARCHIVE);
    expect(text(archived.page)).toContain(t.hot);
  });

  it("makes one vacancy of one rendered form sent twice", async () => {
    const token = formTokenOf(await v.html("/vacancies/create", "editor"));
    const first = await v.post("/vacancies/create", "editor", form({ position: "Дважды", formToken: token }));
    const second = await v.post("/vacancies/create", "editor", form({ position: "Дважды", formToken: token }));
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const rows = await v.portal.db.kysely.selectFrom("vacancies").select("id").where("position", "=", "Дважды").execute();
    expect(rows).toHaveLength(1);
  });

  it("shows a refusal by each field and keeps every typed value", async () => {
    const response = await v.post(
      "/vacancies/create",
      "editor",
      form({
        position: "",
        sector: "SPACE",
        wage: "сорок тысяч",
        responsibility: "x".repeat(4001),
        requirements: "Честность <b>",
        conditions: "Хорошие",
      }),
    );
    expect(response.status).toBe(400);
    const page = text(await response.text());
    expect(page).toContain(f.positionRequired);
    expect(page).toContain(f.sectorRequired);
    expect(page).toContain(f.wageNotNumber);
    expect(page).toContain(f.responsibilityTooLong);
    expect(inputValue(page, "wage")).toBe("сорок тысяч");
    expect(textareaValue(page, "requirements")).toBe("Честность <b>");
    expect(textareaValue(page, "conditions")).toBe("Хорошие");
    // The finders still show the department and contact chosen.
    expect(page).toContain("Магазин на Ленина");
    expect(page).toContain("Контактова");
    const range = await v.post(
      "/vacancies/create",
      "editor",
      form({ salaryMode: "RANGE", wage: "60000", wage2: "45000", position: "Я".repeat(256) }),
    );
    expect(range.status).toBe(400);
    const rangePage = text(await range.text());
    expect(rangePage).toContain(f.positionTooLong);
    expect(rangePage).toMatch(/name="salaryMode" checked="" value="RANGE"/);
    const missing = text(await (await v.post("/vacancies/create", "editor", form({ departmentId: "", contactId: "" }))).text());
    expect(missing).toContain(f.departmentRequired);
    expect(missing).toContain(f.contactRequired);
    expect(inputValue(missing, "position")).toBe("Продавец-кассир");
  });

  it("keeps the typed fields through the finder's search without JavaScript", async () => {
    const query = new URLSearchParams({ ...form({ position: "Из адреса" }), finder_departmentId_q: "Ленина" });
    const page = text(await v.html(`/vacancies/create?${query}`, "editor"));
    expect(inputValue(page, "position")).toBe("Из адреса");
    expect(page).toContain("Магазин на Ленина");
  });

  it("edits a vacancy with its version, refuses a stale one with the typed text kept, archives and restores", async () => {
    const made = await v.vacancy({ position: "Старое название" });
    const edit = text(await v.html(`/vacancies/${made.id}/edit`, "editor"));
    expect(inputValue(edit, "position")).toBe("Старое название");
    expect(inputValue(edit, "version")).toBe(String(made.version));
    expect(edit).toContain(t.archiveAction);
    const saved = await v.postAndFollow(
      `/vacancies/${made.id}/edit`,
      "editor",
      form({ position: "Новое название", version: String(made.version) }),
      `/vacancies/${made.id}`,
    );
    expect(text(saved.page)).toContain(t.saved);
    expect(text(saved.page)).toContain("Новое название");
    const stale = await v.post(`/vacancies/${made.id}/edit`, "editor", form({ position: "Поздно", version: String(made.version) }));
    expect(stale.status).toBe(400);
    const stalePage = text(await stale.text());
    expect(stalePage).toContain(t.stale);
    expect(inputValue(stalePage, "position")).toBe("Поздно");

    const current = await v.portal.services.vacancies.get(v.actors.editor, made.id);
    const archived = await v.postAndFollow(
      `/vacancies/${made.id}/edit`,
      "editor",
      { intent: "toggle", state: "ARCHIVE", version: String(current.version) },
      `/vacancies/${made.id}/edit`,
    );
    expect(text(archived.page)).toContain(t.archived);
    expect(text(archived.page)).toContain(t.restoreAction);
    const hidden = await v.get(`/vacancies/${made.id}`, "employee");
    expect(hidden.status).toBe(404);
    expect(text(await hidden.text())).toContain(t.notFound);
    expect((await v.get(`/vacancies/${made.id}`, "editor")).status).toBe(200);
    const restoredFrom = await v.portal.services.vacancies.get(v.actors.editor, made.id);
    const restored = await v.postAndFollow(
      `/vacancies/${made.id}/edit`,
      "editor",
      { intent: "toggle", state: "PUBLIC", version: String(restoredFrom.version) },
      `/vacancies/${made.id}/edit`,
    );
    expect(text(restored.page)).toContain(t.restored);
    expect((await v.get(`/vacancies/${made.id}`, "employee")).status).toBe(200);
  });

  it("answers 404 «Вакансия не найдена» for an unknown or malformed id", async () => {
    for (const url of ["/vacancies/999999", "/vacancies/abc", "/vacancies/999999/edit"]) {
      const page = await v.get(url, "editor");
      expect(page.status, url).toBe(404);
      expect(text(await page.text())).toContain(t.notFound);
    }
  });
});
