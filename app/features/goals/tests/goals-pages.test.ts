// The goals' pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// goals-access.test.ts): /ltr with its form (a refused field comes back with what was typed; a saved goal
// redirects to its anchor), the progress form, a manager's «Команда» and her form on the person's page, and
// the 403 page of a colleague.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "goals-pages-1";

describe.each(await pageDialects())("goals pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { owner: "", lead: "", colleague: "" };
  const ids = { owner: 0, lead: 0, colleague: 0 };
  const browser = formBrowser(() => server, cookies);
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const db = portal.db.kysely;
    const shop = (
      await db
        .insertInto("departments")
        .values({ name: "Магазин", city: "Москва", parent_id: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const people = {
      owner: ["Ольга", "Целева", shop],
      lead: ["Лидия", "Руководова", shop],
      colleague: ["Семён", "Соседов", undefined],
    } as const;
    for (const [who, [name, surname, departmentId]] of Object.entries(people) as [
      keyof typeof people,
      (typeof people)[keyof typeof people],
    ][]) {
      const p = await createPerson(portal, { password: PASSWORD, name, surname, departmentId });
      ids[who] = p.id;
      cookies[who] = await signInWithForm(server, p.phone, PASSWORD);
    }
    await db.updateTable("departments").set({ head_user_id: ids.lead }).where("id", "=", shop).execute();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("keeps the owner's goals on /ltr: a refused goal comes back as typed, a saved one lands on its anchor", async () => {
    expect((await browser.get("/ltr")).status).toBe(302);
    expect(text(await browser.html("/ltr", "owner"))).toContain(t.empty);
    const refused = await browser.post("/ltr?index", "owner", {
      intent: "create",
      period: `${year}-1`,
      title: " ",
      description: "Восемь занятий",
      dueOn: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(text(html)).toContain(t.titleRequired);
    expect(textareaValue(html, "description")).toBe("Восемь занятий");

    const form = { intent: "create", period: `${year}-2`, title: "Пройти курс", description: "", dueOn: `${year}-12-20` };
    const { page, location } = await browser.postAndFollow("/ltr?index", "owner", form, new RegExp(`^/ltr\\?year=${year}#\\d+$`));
    const goalId = location.split("#")[1]!;
    expect(page).toContain(`id="${goalId}"`);
    expect(text(page)).toContain(r.created);
    expect(text(page)).toContain(t.period(year, 2));

    const bad = await browser.post("/ltr?index", "owner", { intent: "progress", goalId, progress: "сто", note: "Почти" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(text(badHtml)).toContain(t.progressInvalid);
    expect(textareaValue(badHtml, "note")).toBe("Почти");
    const saved = await browser.postAndFollow(
      "/ltr?index",
      "owner",
      { intent: "progress", goalId, progress: "35", note: "" },
      `/ltr?year=${year}#${goalId}`,
    );
    expect(text(saved.page)).toContain(t.progress(35));
  });

  it("gives a manager her team and the person's page to set a goal; a colleague gets the 403 page", async () => {
    const lead = await browser.html("/ltr", "lead");
    expect(text(lead)).toContain(t.team);
    expect(lead).toContain(`href="/ltr/user/${ids.owner}?year=${year}"`);
    expect(text(await browser.html("/ltr", "owner"))).not.toContain(t.team);

    const url = `/ltr/user/${ids.owner}`;
    const form = { intent: "create", period: `${year}-0`, title: "Наставничество новичков", description: "", dueOn: `31.12.${year}` };
    const { page } = await browser.postAndFollow(url, "lead", form, new RegExp(`^${url}\\?year=${year}#\\d+$`));
    expect(text(page)).toContain(t.approved("Руководова Лидия"));

    const refused = await browser.get(url, "colleague");
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain(r.forbiddenRead);
    expect((await browser.post(url, "colleague", form)).status).toBe(403);
    expect((await browser.get("/ltr/user/abc", "lead")).status).toBe(404);
  });
});
