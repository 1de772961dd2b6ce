// The guide article Эмилия's welcome message opens (issue #33 point 1.5), on SQLite: chosen by the guide's
// editors on the article's page (a plain form to /emilia/welcome-article; anyone else is refused and nothing
// changes, each change in the audit log), then linked from the welcome message on the home page of a person
// whose welcome is due and who may read it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { pageDialects } from "../../../../tests/helpers/portal";
import { signInWithForm } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { refusals, toasts } from "../messages.server";
import { WELCOME_ARTICLE_SETTING } from "../server/welcome.server";
import { openEmilia, PASSWORD, type EmiliaWorld } from "./fixture";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

describe.each(await pageDialects())("the welcome's guide article on %s", (dialect) => {
  let w: EmiliaWorld;
  let articleId: number;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    w = await openEmilia(dialect, build);
    const section = ok(await w.post("admin", "/wiki/guide/categories/create-top", { name: "Первые дни" })).id as number;
    articleId = ok(
      await w.post("admin", "/wiki/guide/create", { name: "С чего начать", categoryId: section, contentNewEditor: "<p>Начало</p>" }),
    ).id;
    for (const who of ["employee", "emilia", "admin"] as const)
      cookies[who] = await signInWithForm(w.server, w.people[who].phone, PASSWORD);
  });
  afterAll(async () => {
    await w?.close();
  });
  const choose = (who: string, body: Record<string, string>) =>
    fetch(`${w.server.url}/emilia/welcome-article`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who]!, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirectTo: "/knowledge/guide", ...body }),
    });
  const chosen = async () =>
    (await w.db.selectFrom("settings").select("value").where("key", "=", WELCOME_ARTICLE_SETTING).executeTakeFirst())?.value ?? null;
  const home = async () => (await fetch(`${w.server.url}/`, { headers: { Cookie: cookies.employee! } })).text();

  // A refusal comes back to the page as an error toast (the next page shows it).
  const toastAfter = async (who: string, response: Response) => {
    expect(response.status).toBe(303);
    return (await fetch(`${w.server.url}${response.headers.get("location")}`, { headers: { Cookie: cookies[who]! } })).text();
  };

  it("refuses anyone but the guide's editors, and an article that is not there", async () => {
    for (const who of ["employee", "emilia"])
      expect(await toastAfter(who, await choose(who, { articleId: String(articleId) }))).toContain(refusals.welcomeForbidden);
    expect(await toastAfter("admin", await choose("admin", { articleId: "999999" }))).toContain(refusals.articleNotFound);
    expect(await toastAfter("admin", await choose("admin", { articleId: "abc" }))).toContain(refusals.articleNotFound);
    expect(await chosen()).toBeNull();
    expect(await home()).not.toContain(`/knowledge/guide/article/${articleId}`);
  });

  it("offers the guide's editors the form on the article's page, and links the chosen article from the welcome", async () => {
    const articlePage = await (
      await fetch(`${w.server.url}/knowledge/guide/article/${articleId}`, { headers: { Cookie: cookies.admin! } })
    ).url;
    const html = await (await fetch(articlePage, { headers: { Cookie: cookies.admin! } })).text();
    expect(html).toContain('action="/emilia/welcome-article"');
    const employeeView = await (await fetch(articlePage, { headers: { Cookie: cookies.employee! } })).text();
    expect(employeeView).not.toContain('action="/emilia/welcome-article"');

    const saved = await choose("admin", { articleId: String(articleId) });
    expect([saved.status, saved.headers.get("location")]).toEqual([303, "/knowledge/guide"]);
    expect(await chosen()).toBe(String(articleId));
    expect(await home()).toMatch(new RegExp(`<a [^>]*href="/knowledge/guide/article/${articleId}"[^>]*>С чего начать</a>`));
    // Once the welcome is done, it is gone with it.
    await w.portal.services.users.hideWelcome(actingAs(w.people.employee.id));
    expect(await home()).not.toContain(`/knowledge/guide/article/${articleId}`);

    expect((await choose("admin", { intent: "clear" })).status).toBe(303);
    expect(await chosen()).toBe("");
    const audit = await w.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("action", "=", "EMILIA_WELCOME_ARTICLE")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => JSON.parse(a.after!))).toEqual([{ articleId }, { articleId: null }]);
    expect(toasts.welcomeChosen("С чего начать")).toBe("Статья «С чего начать» открывается из приветствия");
  });
});
