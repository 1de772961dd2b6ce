// The search pages' tests: the real build behind the real app (run `npx remix build` first), one employee
// signed in by the login form, and people with contact cards (a department's category holds them) under
// three surnames: 25 «Лампочкин» (paging), 11 «Абажуров» (one above a block), 10 «Торшерова» (a full block
// and no more), and the department «Лампочкинский склад» (a second block). A browser without JavaScript.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { departmentsChanged, ensureDepartmentCategories } from "~/features/contacts/index.server";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser } from "../../../../tests/helpers/form-browser";

const PASSWORD = "search-pages-1";
const FIRST_NAMES = [
  "Анна",
  "Борис",
  "Вера",
  "Глеб",
  "Дарья",
  "Егор",
  "Жанна",
  "Зоя",
  "Игорь",
  "Кира",
  "Лев",
  "Мария",
  "Нина",
  "Олег",
  "Полина",
  "Роман",
  "Светлана",
  "Тимур",
  "Ульяна",
  "Фёдор",
  "Харитон",
  "Цветана",
  "Чеслав",
  "Эмма",
  "Юрий",
];
/** How many cards each surname has. */
export const SURNAMES = { Лампочкин: 25, Абажуров: 11, Торшерова: 10 } as const;

/** `onQuery`: sees every SQL statement (the statement-count tests). */
export async function openSearchPages(dialect: DialectName, options: { onQuery?: (sql: string) => void } = {}) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const portal: TestPortal = await createTestPortal(dialect, { realClock: true, onQuery: options.onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const { id: departmentId } = await db
    .insertInto("departments")
    .values({ parent_id: null, name: "Лампочкинский склад", city: "Вологда", sort: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  // An employee gets a card in the contact category of their department.
  await ensureDepartmentCategories(db);
  let phone = 0;
  for (const [surname, count] of Object.entries(SURNAMES)) {
    for (const name of FIRST_NAMES.slice(0, count)) {
      await portal.services.users.upsertPerson({
        phone: `96${String(process.pid % 1000).padStart(3, "0")}${String(++phone).padStart(5, "0")}`,
        name,
        surname,
        departmentId,
        position: "Кладовщик",
        roles: [],
      });
    }
  }
  const reader = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Читателева" });
  // The department was written straight into its table: its writer's event, then every event reaches the search.
  await departmentsChanged(db, [departmentId], new Date());
  await portal.outbox.deliver();
  const cookies = { reader: await signInWithForm(server, reader.phone, PASSWORD) };
  return { portal, server, departmentId, cookies, ...formBrowser(() => server, cookies, { redirectStatus: 303 }) };
}

export type SearchPages = Awaited<ReturnType<typeof openSearchPages>>;
