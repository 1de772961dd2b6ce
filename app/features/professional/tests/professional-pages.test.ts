// The best in profession's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// professional-api.test.ts): the years as tab links with the latest at /professional, the filters as a GET form,
// the year form (a refusal by field, as typed), the winner form (the finder's person, a photo checked by
// content, a place or a nomination), the confirmation page of a deletion, and an employee's 403.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_PROFESSIONAL } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "professional-pages-1";

describe.each(await pageDialects())("professional pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { employee: "", editor: "" };
  let heroId = 0;
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const employee = await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" });
    const editor = await createPerson(portal, {
      password: PASSWORD,
      name: "Ольга",
      surname: "Редакторова",
      roles: [ROLE_EDIT_PROFESSIONAL],
    });
    heroId = (await createPerson(portal, { password: PASSWORD, name: "Мастер", surname: "Делов" })).id;
    cookies.employee = await signInWithForm(server, employee.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const winnerForm = (fields: Record<string, string>, photo?: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (photo !== undefined) form.append("photo", new File([photo], "p.png", { type: "image/png" }));
    return form;
  };

  it("adds years and winners without JavaScript, refusing by field as typed; an employee gets 403", async () => {
    expect(text(await browser.html("/professional", "employee"))).toContain(t.empty);
    expect((await browser.get("/professional/create", "employee")).status).toBe(403);
    expect((await browser.post("/professional/create", "employee", { year: "2024" })).status).toBe(403);
    const bad = await browser.post("/professional/create", "editor", { year: "20", description: "Мой текст" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain(t.yearInvalid);
    await browser.postAndFollow("/professional/create", "editor", { year: "2024" }, "/professional/2024");
    await browser.postAndFollow("/professional/create", "editor", { year: "2025", title: "Итоги 2025" }, "/professional/2025");
    const again = await browser.post("/professional/create", "editor", { year: "2025" });
    expect(text(await again.text())).toContain(r.yearExists);

    const form = "/professional/2025/winner/new";
    const fields = { userId: String(heroId), profession: "Кладовщик", region: "Москва", place: "", nomination: "", text: "Лучший" };
    const noPlace = await browser.post(form, "editor", winnerForm(fields));
    expect(noPlace.status).toBe(400);
    const page = text(await noPlace.text());
    expect(page).toContain(t.placeOrNomination);
    expect(page).toContain('value="Кладовщик"');
    const fake = await browser.post(form, "editor", winnerForm({ ...fields, place: "1" }, "<svg/>"));
    expect(fake.status).toBe(400);
    await browser.postAndFollow(form, "editor", winnerForm({ ...fields, place: "1" }), /^\/professional\/2025#winner-\d+$/);
    await browser.postAndFollow(
      form,
      "editor",
      winnerForm({ ...fields, region: "Казань", nomination: "Душа коллектива" }),
      /^\/professional\/2025#winner-\d+$/,
    );
    expect((await browser.get(form, "employee")).status).toBe(403);
  });

  it("shows the latest year with the years as tab links and filters by a GET form", async () => {
    const latest = text(await browser.html("/professional", "employee"));
    expect(latest).toContain("Итоги 2025");
    const tab = /<a[^>]*href="\/professional\/2025"[^>]*>/.exec(latest)?.[0] ?? "";
    expect(tab).toContain('aria-current="page"');
    expect(latest).toContain('href="/professional/2024"');
    const filters = /<form[^>]*action="\/professional\/2025"[^>]*>/.exec(latest)?.[0] ?? "";
    expect(filters).toContain('method="get"');
    expect(latest).toContain("Делов Мастер");
    expect(latest).toContain(t.winners(2));
    const kazan = text(await browser.html(`/professional/2025?region=${encodeURIComponent("Казань")}`, "employee"));
    expect(kazan).toContain(t.winners(1));
    expect(kazan).toContain("Душа коллектива");
    expect(latest).not.toContain("/winner/new");
    expect((await browser.get("/professional/1999", "employee")).status).toBe(404);
    expect((await browser.get("/professional/abc", "employee")).status).toBe(404);
  });

  it("deletes a winner and a year after their confirmation pages", async () => {
    const row = await portal.db.kysely.selectFrom("professional_winners").select("id").orderBy("id").executeTakeFirstOrThrow();
    const winner = `/professional/2025/winner/${row.id}`;
    expect(text(await browser.html(`${winner}?delete`, "editor"))).toContain(t.removeWinnerTitle);
    const deleteForm = new FormData();
    deleteForm.append("intent", "delete");
    await browser.postAndFollow(winner, "editor", deleteForm, "/professional/2025");
    expect((await browser.get(winner, "editor")).status).toBe(404);
    expect(text(await browser.html("/professional/2024/edit?delete", "editor"))).toContain(t.removeYearTitle);
    await browser.postAndFollow("/professional/2024/edit", "editor", { intent: "delete" }, "/professional");
    expect((await browser.get("/professional/2024", "employee")).status).toBe(404);
  });
});
