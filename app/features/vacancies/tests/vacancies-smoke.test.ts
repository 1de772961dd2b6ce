// The vacancies' calls answer end to end (issue #15 point 8): create, list, get, update, on SQLite and
// PostgreSQL. The other vacancies-*.test.ts files take each call apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { openVacancies, type VacanciesWorld } from "./fixture";

describe.each(await dialects())("vacancies end to end on %s", (dialect) => {
  let w: VacanciesWorld;
  beforeAll(async () => {
    w = await openVacancies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  it("creates, lists, reads and archives a vacancy", async () => {
    const made = await w.vacancy();
    expect(made).toMatchObject({ position: "Продавец-консультант", state: "PUBLIC", hot: false, version: 1, canEdit: true, viewsCount: 0 });
    expect(made.city).toEqual({ id: 1, name: "Вологда" });
    expect(made.contact).toMatchObject({ id: w.people.contact.id, surname: "Кадрова", email: "olga@example.com" });
    const page = ok(await w.get("employee", "/vacancies/list", {}));
    expect(page).toMatchObject({ pageNumber: 0, pageSize: 10, total: 1, last: true });
    expect(page.content[0]).toMatchObject({ id: made.id, viewsCount: null, canEdit: false });
    const read = ok(await w.get("employee", "/vacancies/get", { id: made.id }));
    expect(read).toMatchObject({ id: made.id, viewsCount: null, myReply: null, replyCount: null });
    const archived = ok(await w.post("editor", "/vacancies/update", { id: made.id, state: "ARCHIVE", version: 1 }));
    expect(archived).toMatchObject({ state: "ARCHIVE", version: 2, viewsCount: 1, position: "Продавец-консультант" });
    expect(ok(await w.get("employee", "/vacancies/total", {}))).toBe(0);
  });
});
