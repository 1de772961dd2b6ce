// The vacancies' page tests: the real build behind the real app (run `npm run build` first), five people
// signed in by the login form (two employees, the vacancies' contact, a vacancy editor, an administrator),
// a department, vacancies made through the vacancies' service, and a browser without JavaScript that reads
// pages and posts forms (url-encoded, or multipart with a résumé).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { expect } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import type { VacancyFields } from "~/features/vacancies/server/contract";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";

export const PASSWORD = "vacancy-pages-1";
export type Who = "employee" | "other" | "contact" | "editor" | "admin";
const ROLES: Record<Who, string[]> = {
  employee: [],
  other: [],
  contact: [],
  editor: ["ROLE_EDIT_VACANCY_CLAIM"],
  admin: ["ROLE_ADMINISTRATOR"],
};

/** A small real PDF (files are judged by content). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export async function openVacancyPages(dialect: DialectName, options: Parameters<typeof createTestPortal>[1] = {}) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const portal: TestPortal = await createTestPortal(dialect, { realClock: true, ...options });
  const server: TestServer = await startTestServer(portal, { build });
  const names: Record<Who, [string, string]> = {
    employee: ["Игорь", "Соискателев"],
    other: ["Вера", "Посторонняя"],
    contact: ["Кира", "Контактова"],
    editor: ["Роман", "Кадров"],
    admin: ["Анна", "Админова"],
  };
  const people = {} as Record<Who, Awaited<ReturnType<typeof createPerson>>>;
  const actors = {} as Record<Who, SignedIn>;
  const cookies = {} as Record<Who, string>;
  for (const who of Object.keys(names) as Who[]) {
    people[who] = await createPerson(portal, { password: PASSWORD, name: names[who][0], surname: names[who][1], roles: ROLES[who] });
    actors[who] = actingAs(people[who].id, ROLES[who]);
    cookies[who] = await signInWithForm(server, people[who].phone, PASSWORD);
  }
  const db = portal.db.kysely;
  await db.updateTable("users").set({ email: "igor@example.ru" }).where("id", "=", people.employee.id).execute();
  await db.updateTable("users").set({ email: "kira@example.ru", work_phone: "9211234567" }).where("id", "=", people.contact.id).execute();
  const { id: departmentId } = await db
    .insertInto("departments")
    .values({ parent_id: null, name: "Магазин на Ленина", city: "Вологда", head_user_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();

  /** A vacancy made by the editor through the service (Вологда, retail, executor, PUBLIC unless said). */
  const vacancy = (fields: Partial<VacancyFields> = {}) =>
    portal.services.vacancies.create(actors.editor, {
      position: "Продавец-консультант",
      departmentId,
      contactId: people.contact.id,
      cityId: 1,
      sector: "RETAIL",
      level: "EXECUTOR",
      wage: "45000",
      wage2: null,
      responsibility: "Консультировать покупателей",
      requirements: "Опыт от года",
      conditions: "",
      state: "PUBLIC",
      hot: false,
      ...fields,
    });

  const headers = (who: Who | null): Record<string, string> => (who ? { Cookie: cookies[who] } : {});
  const get = (url: string, who: Who | null) => fetch(`${server.url}${url}`, { redirect: "manual", headers: headers(who) });
  /** A page that answers 200, as HTML. */
  const html = async (url: string, who: Who) => {
    const response = await get(url, who);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const post = (url: string, who: Who, form: Record<string, string> | FormData) => {
    const body = form instanceof FormData ? form : new URLSearchParams(form);
    return fetch(`${server.url}${url}`, { method: "POST", redirect: "manual", headers: headers(who), body });
  };
  /** Posts a form, expects the 303 to `location` and returns the page it leads to (with its toast). */
  const postAndFollow = async (url: string, who: Who, form: Record<string, string> | FormData, location: string | RegExp) => {
    const response = await post(url, who, form);
    expect(response.status, await response.clone().text()).toBe(303);
    const to = response.headers.get("location") ?? "";
    if (typeof location === "string") expect(to).toBe(location);
    else expect(to).toMatch(location);
    return { page: await html(to, who), location: to };
  };
  return { portal, server, people, actors, cookies, departmentId, vacancy, get, html, post, postAndFollow };
}

export type VacancyPages = Awaited<ReturnType<typeof openVacancyPages>>;

/** How many times `needle` is in `html`. */
export const count = (html: string, needle: string | RegExp) =>
  typeof needle === "string" ? html.split(needle).length - 1 : (html.match(new RegExp(needle, "g")) ?? []).length;

/** The text of the page's HTML with entities decoded enough for Russian text and quotes. */
export const text = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The create form's one-time token in a page. */
export const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** The value of the input named `name` in a page ("" when it has none). */
export const inputValue = (html: string, name: string) =>
  text(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "");

/** The text of the textarea named `name`. */
export const textareaValue = (html: string, name: string) =>
  text(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "");
