// The calendar's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// calendar.test.ts): her profile links to her month and /calendar sends her there; the month with its heading,
// weekdays, entries, links to the neighbouring months and the picker's pages; someone else's calendar 403, a
// malformed id or month 404; «Новая ссылка» shows the link once, the file it opens is iCalendar, and a renewal
// ends the old.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { count, text } from "../../../../tests/helpers/form-browser";
import { managerRoute, openServices, type ServicesWorld } from "../../service-requests/tests/fixture";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

/** A leave's and a trip's one field: the dates. */
const DATES = [{ key: "dates", kind: "daterange" as const, label: "Даты", required: true }];

describe.each(await pageDialects())("calendar pages on %s", (dialect) => {
  let w: ServicesWorld;
  let mine = "";
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    mine = `/calendar/${w.people.employee.id}`;
    await w.service({ key: "leave", name: "Отпуск", family: "VACATION", fields: DATES, route: managerRoute() });
    const leave = await w.ask("employee", "leave", { dates: { from: "2026-12-28", to: "2026-12-30" } });
    ok(await w.move("head", leave, "APPROVED"));
  });
  afterAll(async () => {
    await w?.close();
  });

  it("shows her month with its entries, the neighbouring months and the picker as plain links", async () => {
    // Her profile links her to it; a colleague's view of that profile does not.
    expect(await w.page.html(`/user/${w.people.employee.id}`, "employee")).toContain(`href="${mine}"`);
    expect(await w.page.html(`/user/${w.people.employee.id}`, "head")).not.toContain(`href="${mine}"`);
    const own = await w.page.get("/calendar", "employee");
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe(mine);

    const page = text(await w.page.html(`${mine}?month=2026-12`, "employee"));
    expect(page).toContain("Декабрь 2026</h2>");
    for (const day of t.weekdays) expect(page).toContain(`<li>${day}</li>`);
    expect(page).toContain("28 декабря 2026, понедельник");
    expect(count(page, />Отпуск<\/a>/)).toBe(3);
    expect(page).toContain(`href="${mine}?month=2026-11"`);
    expect(page).toContain(`href="${mine}?month=2027-01"`);
    // The picker: 11 years around 2026, «earlier» and «later» by 9.
    for (const year of [2021, 2031]) expect(page).toContain(`href="${mine}?month=${year}-12&years=2021"`);
    expect(page).toContain(`href="${mine}?month=2026-12&years=2012"`);
    expect(page).toContain(`href="${mine}?month=2026-12&years=2030"`);
    expect(page).not.toContain("2032</a>");
    // Today (21 November in the tests' clock) is marked in its own month.
    expect(text(await w.page.html(mine, "employee"))).toMatch(/aria-current="date"[^>]*>[\s\S]*?21 ноября 2026, суббота, сегодня/);
  });

  it("refuses someone else's calendar, a malformed id and a month that is not one", async () => {
    expect((await w.page.get(mine)).status).toBe(302);
    const theirs = await w.page.get(mine, "head");
    expect(theirs.status).toBe(403);
    expect(text(await theirs.text())).toContain(r.notYours);
    expect((await w.page.get(mine, "admin")).status).toBe(403);
    expect((await w.page.get("/calendar/abc", "employee")).status).toBe(404);
    const month = await w.page.get(`${mine}?month=2026-13`, "employee");
    expect(month.status).toBe(404);
    expect(text(await month.text())).toContain(r.monthInvalid);
    expect((await w.page.post(mine, "head", { intent: "renew" })).status).toBe(403);
  });

  it("renews the .ics link with a plain post, shows it once, and the old link stops working", async () => {
    expect(text(await w.page.html(mine, "employee"))).toContain(t.feedNone);
    const linkOf = async () => {
      const answer = await w.page.post(mine, "employee", { intent: "renew" });
      expect(answer.status).toBe(200);
      const html = text(await answer.text());
      expect(html).toContain(r.renewed);
      return new URL(/value="(http[^"]+\.ics)"/.exec(html)![1]!);
    };
    const first = await linkOf();
    expect(first.origin).toBe(w.server.url);
    const file = await fetch(first);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await file.text();
    expect(ics).toContain("DTSTART;VALUE=DATE:20261228\r\nDTEND;VALUE=DATE:20261231\r\n");
    expect(ics).toContain(`URL:${w.server.url}/user/${w.people.employee.id}/claims/`);
    // The page no longer shows the link, only when it was made.
    expect(text(await w.page.html(mine, "employee"))).toContain(t.feedSince("21 ноября 2026"));

    const second = await linkOf();
    expect((await fetch(first)).status).toBe(404);
    expect(await (await fetch(first)).text()).toBe(r.feedNotFound);
    expect((await fetch(second)).status).toBe(200);
    expect((await fetch(`${w.server.url}/calendar/ics/${"A".repeat(43)}.ics`)).status).toBe(404);
  });
});
