// Bad input to the vacancy form and its calls (issue #15 point 4, "Bad input and failure") on SQLite and
// PostgreSQL: each boundary (255/256, 4000/4001), letters in wages, a "to" below the "from", unknown
// enums, departments, contacts and cities, and the list's parameters. /vacancies/create, /vacancies/update
// and the pages' form schema refuse the same value with the same message, beside its field, and nothing
// is saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { vacancyFormSchema, vacancyQueryFromSearch } from "../schema";
import { openVacancies, type VacanciesWorld } from "./fixture";

const f = ru.vacancies.core.fields;
const r = ru.vacancies.core.refusals;

/** A value as an HTML form posts it. */
const asForm = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])));

/** What the form schema says of these fields: its message and field errors, or null when it takes them. */
function formSays(fields: Record<string, unknown>): { message: string; fieldErrors: Record<string, string> } | null {
  try {
    parseInput(vacancyFormSchema, asForm(fields));
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { message: error.message, fieldErrors: error.fieldErrors ?? {} };
  }
}

/** [what is wrong, the fields over the valid ones, the field named, its message]. */
const BAD: [string, Record<string, unknown>, string, string][] = [
  ["no position", { position: "   " }, "position", f.positionRequired],
  ["a 256-character position", { position: "я".repeat(256) }, "position", f.positionTooLong],
  ["no department", { departmentId: "" }, "departmentId", f.departmentRequired],
  ["a malformed department", { departmentId: "abc" }, "departmentId", f.departmentRequired],
  ["no contact", { contactId: undefined }, "contactId", f.contactRequired],
  ["no city", { cityId: "" }, "cityId", f.cityRequired],
  ["an unknown sector", { sector: "FARMING" }, "sector", f.sectorRequired],
  ["no sector", { sector: undefined }, "sector", f.sectorRequired],
  ["an unknown level", { level: "BOSS" }, "level", f.levelRequired],
  ["letters in the wage", { wage: "45 тысяч", wage2: undefined, salaryMode: "ONE" }, "wage", f.wageNotNumber],
  ["a negative wage", { wage: "-5" }, "wage", f.wageNotNumber],
  ["letters in the wage «до»", { wage2: "60k" }, "wage2", f.wageNotNumber],
  ["256 digits of wage", { wage: "1".repeat(256), wage2: "1".repeat(256) }, "wage", f.wageTooLong],
  ["«до» below «от»", { wage: "60000", wage2: "45000" }, "wage2", f.wageRange],
  ["«до» below «от» by length", { wage: "100", wage2: "99" }, "wage2", f.wageRange],
  ["«до» without «от»", { wage: "", wage2: "60000" }, "wage", f.wageFromRequired],
  ["no duties", { responsibility: "" }, "responsibility", f.responsibilityRequired],
  ["4001 characters of duties", { responsibility: "д".repeat(4001) }, "responsibility", f.responsibilityTooLong],
  ["no requirements", { requirements: " " }, "requirements", f.requirementsRequired],
  ["4001 characters of requirements", { requirements: "т".repeat(4001) }, "requirements", f.requirementsTooLong],
  ["4001 characters of conditions", { conditions: "у".repeat(4001) }, "conditions", f.conditionsTooLong],
  ["an unknown state", { state: "DRAFT" }, "state", f.stateInvalid],
];

describe.each(await dialects())("bad vacancy input on %s", (dialect) => {
  let w: VacanciesWorld;
  beforeAll(async () => {
    w = await openVacancies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const rows = async () => (await w.db.selectFrom("vacancies").select("id").execute()).length;

  it("refuses each bad field on create, in the form alike, and saves nothing", async () => {
    for (const [what, over, field, message] of BAD) {
      const { salaryMode: _mode, ...fields } = w.fields(over);
      refused(
        await w.post("editor", "/vacancies/create", Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))),
        message,
      );
      const form = formSays(w.fields(over));
      expect(form, what).toEqual({ message, fieldErrors: expect.objectContaining({ [field]: message }) });
    }
    expect(await rows()).toBe(0);
  });

  it("takes each boundary value: 255, 4000, 255 digits, equal wages, «до» larger by length", async () => {
    const longest = await w.vacancy({
      position: "я".repeat(255),
      responsibility: "д".repeat(4000),
      requirements: "т".repeat(4000),
      conditions: "у".repeat(4000),
      wage: "9".repeat(255),
      wage2: "9".repeat(255),
    });
    expect(longest.position).toHaveLength(255);
    expect(longest.wage).toHaveLength(255);
    expect((await w.vacancy({ wage: "99", wage2: "100" })).wage2).toBe("100");
    expect(await w.vacancy({ wage: "045 000", wage2: 60000 })).toMatchObject({ wage: "45000", wage2: "60000" });
    expect(await w.vacancy({ conditions: undefined })).toMatchObject({ conditions: "" });
    expect(await rows()).toBe(4);
  });

  it("refuses an unknown department, contact or city, and a blocked contact, by field", async () => {
    const before = await rows();
    refused(await w.post("editor", "/vacancies/create", w.fields({ departmentId: 999_999 })), r.departmentNotFound);
    refused(await w.post("editor", "/vacancies/create", w.fields({ contactId: 999_999 })), r.contactNotFound);
    refused(await w.post("editor", "/vacancies/create", w.fields({ cityId: 999 })), r.cityNotFound);
    await w.db.updateTable("users").set({ blocked: 1 }).where("id", "=", w.people.employee.id).execute();
    try {
      refused(await w.post("editor", "/vacancies/create", w.fields({ contactId: w.people.employee.id })), r.contactNotFound);
    } finally {
      await w.db.updateTable("users").set({ blocked: 0 }).where("id", "=", w.people.employee.id).execute();
    }
    expect(await rows()).toBe(before);
  });

  it("checks an update's salary against the saved one, and its fields as create does", async () => {
    const byInterview = await w.vacancy({ wage: null, wage2: null });
    refused(await w.post("editor", "/vacancies/update", { id: byInterview.id, wage2: "5000" }), f.wageFromRequired);
    const range = await w.vacancy();
    refused(await w.post("editor", "/vacancies/update", { id: range.id, wage: "70000" }), f.wageRange);
    refused(await w.post("editor", "/vacancies/update", { id: range.id, position: "" }), f.positionRequired);
    refused(await w.post("editor", "/vacancies/update", { id: range.id, sector: "FARMING" }), f.sectorRequired);
    refused(await w.post("editor", "/vacancies/update", { id: range.id, contactId: 999_999 }), r.contactNotFound);
    refused(await w.post("editor", "/vacancies/update", { id: range.id, hot: "maybe" }), f.hotInvalid);
    expect(ok(await w.get("editor", "/vacancies/get", { id: range.id }))).toMatchObject({ version: 1, wage: "45000" });
    // Raising both at once is one consistent salary.
    expect(ok(await w.post("editor", "/vacancies/update", { id: range.id, wage: "70000", wage2: "80000" }))).toMatchObject({
      wage: "70000",
      wage2: "80000",
    });
  });

  it("reads the form's salary mode: one value, a range, by interview; each mode's missing wage by its field", () => {
    const one = parseInput(vacancyFormSchema, asForm(w.fields({ salaryMode: "ONE", wage2: "99999" })));
    expect(one).toMatchObject({ wage: "45000", wage2: null, state: "PUBLIC", hot: false });
    expect(parseInput(vacancyFormSchema, asForm(w.fields({ salaryMode: "RANGE" })))).toMatchObject({ wage: "45000", wage2: "60000" });
    expect(parseInput(vacancyFormSchema, asForm(w.fields({ salaryMode: "INTERVIEW" })))).toMatchObject({ wage: null, wage2: null });
    const checked = parseInput(vacancyFormSchema, asForm(w.fields({ state: "ARCHIVE", hot: "on", version: "3" })));
    expect(checked).toMatchObject({ state: "ARCHIVE", hot: true, version: 3 });
    expect(formSays(w.fields({ salaryMode: "ONE", wage: "" }))?.fieldErrors).toEqual({ wage: f.wageRequired });
    expect(formSays(w.fields({ salaryMode: "RANGE", wage2: "" }))?.fieldErrors).toEqual({ wage2: f.wageToRequired });
    expect(formSays(w.fields({ salaryMode: "RANGE", wage: "", wage2: "" }))?.fieldErrors).toEqual({
      wage: f.wageFromRequired,
      wage2: f.wageToRequired,
    });
    expect(formSays(w.fields({ salaryMode: "SOMETIMES" }))?.fieldErrors).toEqual({ salaryMode: f.salaryModeRequired });
    // Several bad fields: each beside its own, the first one said.
    expect(formSays(w.fields({ position: "", sector: "X", responsibility: "" }))).toEqual({
      message: f.positionRequired,
      fieldErrors: { position: f.positionRequired, sector: f.sectorRequired, responsibility: f.responsibilityRequired },
    });
  });

  it("refuses the list's and total's unknown values, and a non-editor's archive and «Мои вакансии»", async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ sector: "FARMING" }, f.sectorUnknown],
      [{ level: "BOSS" }, f.levelUnknown],
      [{ state: "DRAFT" }, f.stateInvalid],
      [{ cityId: "abc" }, f.cityUnknown],
      [{ cityId: 999 }, f.cityUnknown],
      [{ pageNumber: -1 }, f.pageNumberInvalid],
      [{ pageNumber: "x" }, f.pageNumberInvalid],
      [{ pageSize: 0 }, f.pageSizeInvalid],
      [{ pageSize: 51 }, f.pageSizeInvalid],
      [{ onlyMy: "yes" }, f.onlyMyInvalid],
    ];
    for (const [query, message] of cases) refused(await w.get("editor", "/vacancies/list", query), message);
    for (const [query, message] of cases.slice(0, 5))
      if (!("state" in query)) refused(await w.get("editor", "/vacancies/total", query), message);
    for (const who of ["employee", "contact"] as const) {
      refused(await w.get(who, "/vacancies/list", { state: "ARCHIVE" }), r.editorsOnlyFilter);
      refused(await w.get(who, "/vacancies/list", { onlyMy: true }), r.editorsOnlyFilter);
    }
    expect(ok(await w.get("editor", "/vacancies/list", { pageSize: 50, state: "ARCHIVE", onlyMy: "true" })).pageSize).toBe(50);
  });

  it("reads the list page's address leniently: bad values are the defaults, a non-editor's archive and «Мои» ignored", () => {
    const query = (search: string, editor: boolean) => vacancyQueryFromSearch(new URLSearchParams(search), editor);
    const defaults = { cityId: 1, sector: null, level: null, state: "PUBLIC", pageNumber: 0, pageSize: 10, onlyMy: false };
    expect(query("", false)).toEqual(defaults);
    expect(query("cityId=abc&sector=X&level=Y&state=Z&page=-2&onlyMy=maybe", true)).toEqual(defaults);
    expect(query("cityId=3&sector=RETAIL&level=CHIEF&state=ARCHIVE&page=2&onlyMy=true", false)).toEqual({
      ...defaults,
      cityId: 3,
      sector: "RETAIL",
      level: "CHIEF",
      pageNumber: 2,
    });
    expect(query("state=ARCHIVE&onlyMy=true&pageNumber=5", true)).toEqual({ ...defaults, state: "ARCHIVE", onlyMy: true });
  });
});
