// Edits never silently overwrite each other (core/versions.server.ts), for every record an edit form
// changes: an update that sends the version it started from saves once; the same version sent again
// (someone saved meanwhile) is refused with the one Russian message and changes nothing; an update that
// sends no version (the spec's clients) is not checked but moves the version on. Who may update at all
// (anonymous, wrong user, right user) is tested in each feature's own contract test. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, createPerson, dialects, type TestPortal } from "../helpers/portal";
import { api, startTestServer, type TestServer } from "../helpers/http";
import { ok, refused } from "../helpers/envelope";
import { ru } from "../helpers/ru";

const PASSWORD = "secret-pass-1";
const STALE = "Запись изменили, пока вы её редактировали. Обновите страницу — ваш текст сохранён ниже";

interface Case {
  /** The table whose `version` and text column are read back. */
  table: "glossary_terms" | "faq_categories" | "faq_questions" | "documents" | "contacts" | "users" | "guide_sections" | "guide_articles";
  column: string;
  path: string;
  /** Creates the record; returns its id. */
  create: () => Promise<number>;
  /** The update payload that writes `text` into `column`. */
  payload: (id: number, text: string) => Record<string, unknown>;
}

describe.each(await dialects())("stale updates on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let admin: string;
  let adminId: number;
  let cases: Record<string, Case>;

  const post = (path: string, body: unknown) => api(server, "POST", path, { token: admin, body });
  const read = async (table: Case["table"], column: string, id: number) =>
    (await portal.db.kysely
      .selectFrom(table as "documents")
      .select(["version", `${column} as text` as "name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow()) as unknown as { version: number; text: string };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    const person = await createPerson(portal, { password: PASSWORD, name: "Анна", roles: ["ROLE_ADMINISTRATOR"] });
    adminId = person.id;
    admin = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
    const themeId = ok(await post("/wiki/documents/theme/create", { title: "Приказы" })).id as number;
    const faqCategory = ok(await post("/wiki/faq/category/create", { name: "Вопросы" })).id as number;
    const contactCategory = (
      await portal.db.kysely.insertInto("contact_categories").values({ name: "Горячие линии" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    const section = ok(await post("/wiki/guide/categories/create-top", { name: "Новичкам" })).id as number;
    cases = {
      "glossary term": {
        table: "glossary_terms",
        column: "term",
        path: "/wiki/glossary/update",
        create: async () => ok(await post("/wiki/glossary/add", { term: "Планограмма", definition: "Схема выкладки" })).id,
        payload: (id, text) => ({ id, term: text, definition: "Схема выкладки" }),
      },
      "FAQ category": {
        table: "faq_categories",
        column: "name",
        path: "/wiki/faq/category/update",
        create: async () => ok(await post("/wiki/faq/category/create", { name: "Отпуск" })).id,
        payload: (id, text) => ({ id, name: text }),
      },
      "FAQ question": {
        table: "faq_questions",
        column: "question",
        path: "/wiki/faq/question/update",
        create: async () =>
          ok(await post("/wiki/faq/question/create", { categoryId: faqCategory, question: "Как войти?", answer: "Телефоном" })).id,
        payload: (id, text) => ({ id, question: text, answer: "Телефоном" }),
      },
      "normative document": {
        table: "documents",
        column: "name",
        path: "/wiki/documents/update",
        create: async () =>
          ok(await post("/wiki/documents/add", { name: "Приказ №1", themeId, startDate: "2026-01-01", contentNewEditor: "<p>Текст</p>" }))
            .id,
        payload: (id, text) => ({ id, name: text, themeId, startDate: "2026-01-01", contentNewEditor: "<p>Текст</p>" }),
      },
      "contacts service record": {
        table: "contacts",
        column: "name",
        path: "/contacts-v2/update-another",
        create: async () => ok(await post("/contacts-v2/create-another", { categoryId: contactCategory, name: "Линия 1" })).id,
        payload: (id, text) => ({ id, name: text }),
      },
      profile: {
        table: "users",
        column: "zone",
        path: "/user/update",
        create: async () => adminId,
        payload: (id, text) => ({ id, zone: text }),
      },
      "guide section": {
        table: "guide_sections",
        column: "name",
        path: "/wiki/guide/categories/edit-top",
        create: async () => ok(await post("/wiki/guide/categories/create-top", { name: "Кадры" })).id,
        payload: (id, text) => ({ id, name: text }),
      },
      "guide article": {
        table: "guide_articles",
        column: "name",
        path: "/wiki/guide/update",
        create: async () =>
          ok(await post("/wiki/guide/create", { name: "Пропуск", categoryId: section, contentNewEditor: "<p>Охрана</p>" })).id,
        payload: (id, text) => ({ id, name: text, categoryId: section, contentNewEditor: "<p>Охрана</p>" }),
      },
    };
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  for (const name of [
    "glossary term",
    "FAQ category",
    "FAQ question",
    "normative document",
    "contacts service record",
    "profile",
    "guide section",
    "guide article",
  ]) {
    it(`${name}: a save from a stale version is refused and changes nothing; no version is not checked`, async () => {
      const c = cases[name]!;
      const id = await c.create();
      const { version: start } = await read(c.table, c.column, id);

      ok(await post(c.path, { ...c.payload(id, "Первая правка"), version: start }));
      expect(await read(c.table, c.column, id)).toEqual({ version: start + 1, text: "Первая правка" });

      // The second editor opened the record at the same version: refused, nothing changed.
      refused(await post(c.path, { ...c.payload(id, "Вторая правка"), version: start }), STALE);
      refused(await post(c.path, { ...c.payload(id, "Вторая правка"), version: String(start) }), STALE);
      expect(await read(c.table, c.column, id)).toEqual({ version: start + 1, text: "Первая правка" });

      // From the current version it saves; a client that sends none is not checked.
      ok(await post(c.path, { ...c.payload(id, "Вторая правка"), version: start + 1 }));
      ok(await post(c.path, c.payload(id, "Третья правка")));
      expect(await read(c.table, c.column, id)).toEqual({ version: start + 3, text: "Третья правка" });
      refused(await post(c.path, { ...c.payload(id, "Чужая"), version: "первая" }), ru.forms.versionInvalid);
    });
  }

  it("guide article: restoring an old version counts as a save, so a form opened before it is stale", async () => {
    const c = cases["guide article"]!;
    const id = await c.create();
    // Past the 10 minutes within which a person's saves update their last history version.
    portal.clock.advance(11 * 60_000);
    ok(await post(c.path, c.payload(id, "Вторая редакция")));
    const { version: opened } = await read(c.table, c.column, id);
    ok(await post("/wiki/guide/restore", { id, version: 1 }));
    refused(await post(c.path, { ...c.payload(id, "Поверх восстановленной"), version: opened }), STALE);
    expect((await read(c.table, c.column, id)).text).toBe("Пропуск");
  });
});
