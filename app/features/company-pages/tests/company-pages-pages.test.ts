// О компании's pages as a browser without JavaScript meets them (the real build: `npm run build` first), on
// SQLite (pageDialects): the demo's history read by everyone signed in; the editor's form refusing with what was
// typed and saving a new version; the history and a restore; /admin/competences adding, refusing, moving and
// deleting by plain forms; /menu/nav listing the sections. Every form's post refused to a person without the role.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/people";
import { ROLE_EDIT_COMPANY_PAGES, ROLE_UPDATE_COMPETENCES } from "../policy";
import { messages as t } from "../messages";

const PASSWORD = "company-pages-pages-1";
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
type Who = "employee" | "editor" | "competences";

describe.each(await pageDialects())("company pages without JavaScript on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = {} as Record<Who, string>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    server = await startTestServer(portal, { build });
    const people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_COMPANY_PAGES] },
        competences: { name: "Игорь", surname: "Кадров", roles: [ROLE_UPDATE_COMPETENCES] },
      },
      PASSWORD,
    );
    for (const who of ["employee", "editor", "competences"] as const)
      cookies[who] = await signInWithForm(server, people.people[who].phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const page = (who: Who | null, url: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: who ? { Cookie: cookies[who] } : {} });
  const html = async (who: Who, url: string) => {
    const answer = await page(who, url);
    expect(answer.status).toBe(200);
    return answer.text();
  };
  const post = (who: Who, url: string, fields: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const reader = () => actingAs(1);

  it("sends a signed-out visitor to sign in and shows an employee the demo history without the editor's links", async () => {
    const signedOut = await page(null, "/history");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/history")}`);
    const text = await html("employee", "/history");
    expect(text).toContain("1994 — первый магазин");
    expect(text).not.toContain("/company-pages/history/edit");
    for (const slug of ["corporate-values", "strategy", "updates", "mirapolis-mobile"])
      expect(await html("employee", `/${slug}`)).toContain(t.titles[slug as "strategy"]);
    expect(await html("employee", "/competencies")).toContain("Работа в команде");
  });

  it("refuses the editing pages and their posts to an employee, and changes nothing", async () => {
    for (const url of [
      "/company-pages/history/edit",
      "/company-pages/history/versions",
      "/company-pages/history/versions/1",
      "/admin/competences",
    ])
      expect((await page("employee", url)).status).toBe(403);
    expect((await post("employee", "/company-pages/history/edit", { intent: "save", title: "Чужое", content: "Чужое" })).status).toBe(403);
    expect((await post("employee", "/company-pages/history/versions/1", {})).status).toBe(403);
    expect((await post("employee", "/admin/competences", { intent: "add", title: "Чужая", description: "Чужая" })).status).toBe(403);
    expect((await portal.services.companyPages.page(reader(), { slug: "history" })).version).toBe(2);
    expect(await portal.services.competences.list(reader())).toHaveLength(5);
    expect((await page("employee", "/company-pages/nope/edit")).status).toBe(403);
    expect((await page("editor", "/company-pages/nope/edit")).status).toBe(404);
  });

  it("saves the editor's form as a new version; a refused post keeps what was typed", async () => {
    const form = await html("editor", "/company-pages/history/edit");
    expect(form).toContain('name="content"');
    expect(form).toMatch(/name="version"[^>]*value="2"/);
    const refusedPost = await post("editor", "/company-pages/history/edit", {
      intent: "save",
      title: "",
      content: "Текст без заголовка",
      version: "2",
    });
    expect(refusedPost.status).toBe(400);
    const refusedHtml = await refusedPost.text();
    expect(refusedHtml).toContain(t.titleRequired);
    expect(refusedHtml).toContain("Текст без заголовка");
    const saved = await post("editor", "/company-pages/history/edit", {
      intent: "save",
      title: "Наша история",
      content: "Новая глава истории",
      version: "2",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/history");
    expect(await html("editor", "/history")).toContain("Новая глава истории");
    const stale = await post("editor", "/company-pages/history/edit", {
      intent: "save",
      title: "Старое",
      content: "Поверх чужого",
      version: "2",
    });
    expect(stale.status).toBe(400);
    expect((await portal.services.companyPages.page(reader(), { slug: "history" })).title).toBe("Наша история");
  });

  it("lists the versions with who saved them and restores an old one", async () => {
    const list = await html("editor", "/company-pages/history/versions");
    expect(list).toContain("Ольга Редакторова");
    expect(list).toContain("/company-pages/history/versions/1");
    const old = await html("editor", "/company-pages/history/versions/1");
    expect(old).toContain("Компания основана в 1994 году");
    expect(old).toContain(t.restore);
    const restored = await post("editor", "/company-pages/history/versions/1", {});
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/history");
    const now = await portal.services.companyPages.page(reader(), { slug: "history" });
    expect(now).toMatchObject({ version: 4, title: "История компании" });
    expect(now.html).toContain("Компания основана в 1994 году");
    expect((await page("editor", "/company-pages/history/versions/99")).status).toBe(404);
  });

  it("adds, refuses, moves and deletes competences by plain forms on /admin/competences", async () => {
    expect(await html("competences", "/admin/competences")).toContain("Ориентация на покупателя");
    const refusedPost = await post("competences", "/admin/competences", { intent: "add", title: "", description: "Описание без названия" });
    expect(refusedPost.status).toBe(400);
    const refusedHtml = await refusedPost.text();
    expect(refusedHtml).toContain(t.competenceTitleRequired);
    expect(refusedHtml).toContain("Описание без названия");
    const added = await post("competences", "/admin/competences", { intent: "add", title: "Лидерство", description: "Ведёт команду" });
    expect(added.status).toBe(303);
    const titles = async () => (await portal.services.competences.list(reader())).map((c) => c.title);
    expect((await titles()).at(-1)).toBe("Лидерство");
    const id = (await portal.services.competences.list(reader())).at(-1)!.id;
    expect((await post("competences", "/admin/competences", { intent: "up", id: String(id) })).status).toBe(303);
    expect((await titles()).at(-2)).toBe("Лидерство");
    expect(await html("competences", `/admin/competences?edit=${id}`)).toContain('value="Лидерство"');
    expect(
      (
        await post("competences", "/admin/competences", {
          intent: "update",
          id: String(id),
          title: "Лидерство и влияние",
          description: "Ведёт",
        })
      ).status,
    ).toBe(303);
    expect((await post("competences", "/admin/competences", { intent: "delete", id: String(id) })).status).toBe(303);
    expect(await titles()).not.toContain("Лидерство и влияние");
    expect(await titles()).toHaveLength(5);
  });

  it("lists the portal's sections on /menu/nav", async () => {
    const text = await html("employee", "/menu/nav");
    expect(text).toContain("<h1");
    expect(text).toContain('href="/history"');
    expect(text).toContain('href="/knowledge/guide"');
  });
});
