// /admin/secretary-to-department and /structure without JavaScript (issue #32 point 3), on the Remix build: the
// page refused to all but the right's holders; the finder's «Найти» by GET; an assignment added and removed by
// plain POST forms, answered with a redirect and a toast; a refusal that keeps the chosen person; the list
// filtered by a GET form; the department's page in /structure naming its secretaries, and no longer once removed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { text } from "../../../../tests/helpers/form-browser";
import { finderQueryParam } from "~/features/search/index.server";
import { secretariesPage as t } from "../messages/secretaries";
import { structure } from "../messages/structure";
import { secretaryRefusals } from "../messages.server";
import { openSecretaries, type SecretariesWorld } from "./secretaries-fixture";

const PAGE = "/admin/secretary-to-department";

describe("the secretaries' page without JavaScript", () => {
  let w: SecretariesWorld;
  beforeAll(async () => {
    w = await openSecretaries("sqlite", { pages: true });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("is the right holders' page, listed in the admin area", async () => {
    expect(text(await w.page.html(PAGE, "manager"))).toContain(t.lead);
    expect(text(await w.page.html("/admin", "manager"))).toContain(t.hint);
    expect((await w.page.get(PAGE, "editor")).status).toBe(403);
    expect((await w.page.post(PAGE, "employee", { intent: "add", userId: "1", departmentId: "1" })).status).toBe(403);
    const anonymous = await w.page.get(PAGE, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?next=${encodeURIComponent(PAGE)}`);
  });

  it("finds the person and the department by GET, adds, shows it in the list and on /structure, and removes it", async () => {
    const found = text(
      await w.page.html(
        `${PAGE}?${finderQueryParam("userId")}=${encodeURIComponent("Приёмова")}&${finderQueryParam("departmentId")}=${encodeURIComponent("продаж")}`,
        "manager",
      ),
    );
    expect(found).toContain("Приёмова Ирина");
    expect(found).toContain("Отдел продаж");

    const pair = { departmentId: String(w.units.sales), userId: String(w.people.secretary.id) };
    const { page } = await w.page.postAndFollow(PAGE, "manager", { intent: "add", ...pair }, PAGE);
    expect(text(page)).toContain(t.added("Приёмова Ирина", "Отдел продаж"));
    expect(text(page)).toContain(t.removeLabel("Приёмова Ирина", "Отдел продаж"));

    const refused = await w.page.post(PAGE, "admin", { intent: "add", ...pair });
    expect(refused.status).toBe(400);
    const again = text(await refused.text());
    expect(again).toContain(secretaryRefusals.duplicate("Приёмова Ирина", "Отдел продаж"));
    const missing = await w.page.post(PAGE, "admin", { intent: "add", userId: pair.userId });
    expect(missing.status).toBe(400);
    const kept = text(await missing.text());
    expect(kept).toContain(t.whereRequired);
    expect(kept).toMatch(new RegExp(`value="${pair.userId}"[^>]*checked|checked[^>]*value="${pair.userId}"`));

    // On the directory's pages she moves the cards of her department (and below it), not those above it.
    const { direction, sales, warehouse } = w.categories;
    expect(await w.page.html(`/v2/contacts/${direction}/${sales}`, "secretary")).toContain('value="move"');
    expect(await w.page.html(`/v2/contacts/${warehouse}`, "editor")).toContain('value="move"');
    expect(await w.page.html(`/v2/contacts/${warehouse}`, "secretary")).not.toContain('value="move"');
    expect((await w.page.get(`/v2/contacts/another/new?categoryId=${sales}`, "secretary")).status).toBe(200);
    expect((await w.page.get(`/v2/contacts/another/new?categoryId=${direction}`, "secretary")).status).toBe(403);
    expect((await w.page.get(`/v2/contacts/another/new?categoryId=${sales}`, "employee")).status).toBe(403);

    const shown = text(await w.page.html(`/structure?id=${w.units.sales}`, "employee"));
    expect(shown).toContain(structure.secretaries);
    expect(shown).toContain(`href="/user/${w.people.secretary.id}"`);

    expect(text(await w.page.html(`${PAGE}?department=${encodeURIComponent("склад")}`, "manager"))).toContain(t.nobody);
    const { page: after } = await w.page.postAndFollow(PAGE, "manager", { intent: "remove", ...pair }, PAGE);
    expect(text(after)).toContain(t.removed("Приёмова Ирина", "Отдел продаж"));
    expect(text(after)).toContain(t.nobody);
    expect(text(await w.page.html(`/structure?id=${w.units.sales}`, "employee"))).not.toContain(structure.secretaries);
  });
});
