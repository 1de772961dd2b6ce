// The vacancies' page tests: the real build behind the real app (run `npm run build` first), five people
// signed in by the login form (two employees, the vacancies' contact, a vacancy editor, an administrator),
// a department, vacancies made through the vacancies' service, and a browser without JavaScript that reads
// pages and posts forms (url-encoded, or multipart with a résumé).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import type { VacancyFields } from "~/features/vacancies/server/contract";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser } from "../../../../tests/helpers/form-browser";

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

  return { portal, server, people, actors, cookies, departmentId, vacancy, ...formBrowser(() => server, cookies, { redirectStatus: 303 }) };
}

export type VacancyPages = Awaited<ReturnType<typeof openVacancyPages>>;
