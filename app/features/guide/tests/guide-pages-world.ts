// The guide's page tests share this world: the real build behind the real Express app on SQLite, an
// editor, an employee and an outsider signed in by the login form, a wiki role, and sections and
// articles made through the guide's service (one restricted to the employee). Run `npx remix build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, createPerson, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";

export const PASSWORD = "secret-pass-1";
export const EDITOR_ROLE = "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY";

export const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

export interface GuidePagesState {
  portal: TestPortal;
  server: TestServer;
  editor: string;
  employee: string;
  outsider: string;
  employeeId: number;
  roleId: number;
}

/** Registers the world's hooks; `current()` gives it once built. */
export function guidePagesWorld() {
  let portal: TestPortal;
  let server: TestServer;
  let editor: string;
  let employee: string;
  let outsider: string;
  let employeeId: number;
  let roleId: number;
  const ids = { top: 0, child: 0, empty: 0, secret: 0, first: 0, second: 0, third: 0, secretArticle: 0 };

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, form: Record<string, string | string[]> | FormData) => {
    let body: URLSearchParams | FormData;
    if (form instanceof FormData) body = form;
    else {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    }
    return fetch(`${server.url}${url}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: server.url }, body });
  };
  /** The toast the next page shows (the flash is kept in the session). */
  const toastOn = async (url: string, cookie: string) => text(await get(url, cookie));
  const order = async (sectionId: number) =>
    (
      await portal.db.kysely
        .selectFrom("guide_articles")
        .select("name")
        .where("section_id", "=", sectionId)
        .where("status", "=", "PUBLISHED")
        .orderBy("sort")
        .orderBy("id")
        .execute()
    ).map((r) => r.name);

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    const ed = await createPerson(portal, { password: PASSWORD, roles: [EDITOR_ROLE], surname: "Гидова" });
    const em = await createPerson(portal, { password: PASSWORD, surname: "Читателева" });
    const out = await createPerson(portal, { password: PASSWORD, surname: "Посторонний" });
    employeeId = em.id;
    editor = await signInWithForm(server, ed.phone, PASSWORD);
    employee = await signInWithForm(server, em.phone, PASSWORD);
    outsider = await signInWithForm(server, out.phone, PASSWORD);
    roleId = (
      await portal.db.kysely
        .insertInto("wiki_roles")
        .values({ name: "Кассиры магазинов", all_employees: 0 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

    const actor = actingAs(ed.id, [EDITOR_ROLE]);
    const guide = portal.services.guide;
    ids.top = (await guide.createSection(actor, { name: "Новому сотруднику" })).id;
    ids.child = (await guide.createSection(actor, { name: "Первый день", parentId: ids.top })).id;
    ids.empty = (await guide.createSection(actor, { name: "Пустой раздел", parentId: ids.top })).id;
    ids.secret = (await guide.createSection(actor, { name: "Для руководителей", userIds: [em.id] })).id;
    const article = async (name: string, categoryId: number) =>
      (
        await guide.createArticle(actor, {
          name,
          categoryId,
          contentNewEditor: `<p>Текст статьи «${name}».</p><script>alert(1)</script>`,
          tags: ["адаптация"],
        })
      ).id;
    ids.first = await article("Пропуск и вход", ids.child);
    ids.second = await article("Рабочее место", ids.child);
    ids.third = await article("Обед", ids.child);
    ids.secretArticle = await article("Бюджет на год", ids.secret);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  return {
    ids,
    get,
    post,
    toastOn,
    order,
    current: (): GuidePagesState => ({ portal, server, editor, employee, outsider, employeeId, roleId }),
  };
}
