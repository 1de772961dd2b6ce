// Contract tests of spec part 2 §7 "Suggest a correction" and our administrators' calls: what is
// stored, the exact Russian refusals, and who may see and resolve suggestions — on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { UNAUTHORIZED, ok, refused } from "../../../../tests/helpers/envelope";

const FORBIDDEN = "У вас недостаточно прав для просмотра этой страницы.";
const PASSWORD = "suggest-123";

describe.each(await dialects())("Suggest-a-correction API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  beforeEach(() => portal.clock.advance(2 * 60 * 60_000));

  async function signedIn(options: { roles?: string[]; name?: string; surname?: string } = {}) {
    const person = await createPerson(portal, { password: PASSWORD, ...options });
    const call = await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } });
    return { ...person, token: ok(call).accessToken as string };
  }
  const rows = () => portal.db.kysely.selectFrom("suggestions").selectAll().orderBy("id").execute();
  const at = () => portal.clock.now().toISOString();
  /** A contact category with one service record, and the record's id. */
  async function directory() {
    const db = portal.db.kysely;
    const category = (
      await db
        .insertInto("contact_categories")
        .values({ name: "Служебные телефоны", parent_id: null, sort: 0 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const card = (
      await db
        .insertInto("contacts")
        .values({ category_id: category, kind: "another", name: "Ресепшн", sort: 0, created_at: at(), updated_at: at() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    return { category, card };
  }
  /** A guide section everyone reads, or one only `onlyFor` reads. */
  async function section(onlyFor?: number) {
    const db = portal.db.kysely;
    const id = (
      await db
        .insertInto("guide_sections")
        .values({ parent_id: null, name: "Отпуск", created_at: at(), updated_at: at(), created_by: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    if (onlyFor !== undefined)
      await db.insertInto("guide_section_access").values({ section_id: id, kind: "USER", object_id: onlyFor }).execute();
    return id;
  }

  it("answers 401 without a session or token and stores nothing", async () => {
    for (const [method, path] of [
      ["POST", "/suggest-correction/contact"],
      ["POST", "/suggest-correction/wiki/guide"],
      ["GET", "/suggest-correction/list"],
      ["POST", "/suggest-correction/resolve"],
    ] as const) {
      const call = await api(server, method, path, { body: method === "POST" ? { message: "x", sourceURL: "/v2/contacts" } : undefined });
      expect(call.status).toBe(401);
      expect(call.envelope).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
    }
    expect(await rows()).toEqual([]);
  });

  it("stores a contact suggestion, trimmed, with its author and page", async () => {
    const me = await signedIn();
    const { category } = await directory();
    const result = ok(
      await api(server, "POST", "/suggest-correction/contact", {
        token: me.token,
        body: { message: "  Телефон изменился: +7 (495) 100-00-00  ", sourceURL: `/v2/contacts/${category}?q=1` },
      }),
    );
    expect(result).toEqual({ id: expect.any(Number) });
    const [row] = (await rows()).filter((r) => r.id === result.id);
    expect(row).toMatchObject({
      user_id: me.id,
      kind: "contact",
      message: "Телефон изменился: +7 (495) 100-00-00",
      source_url: `/v2/contacts/${category}?q=1`,
      wiki_guide_category_id: null,
      created_at: portal.clock.now().toISOString(),
      resolved_at: null,
      resolved_by: null,
    });
  });

  it("stores a guide suggestion with its category", async () => {
    const me = await signedIn();
    const id = await section();
    const result = ok(
      await api(server, "POST", "/suggest-correction/wiki/guide", {
        token: me.token,
        body: { message: "Устарел график", sourceURL: `/knowledge/guide/${id}`, wikiGuideCategoryId: String(id) },
      }),
    );
    const [row] = (await rows()).filter((r) => r.id === result.id);
    expect(row).toMatchObject({ kind: "wiki_guide", wiki_guide_category_id: id, source_url: `/knowledge/guide/${id}` });
  });

  it("refuses a suggestion about a card, category or guide section that is missing or not readable, storing nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const { category, card } = await directory();
    const closed = await section(other.id);
    const before = (await rows()).length;
    const contact = (sourceURL: string) =>
      api(server, "POST", "/suggest-correction/contact", { token: me.token, body: { message: "Ошибка", sourceURL } });
    const CARD = "Карточка, о которой вы пишете, не найдена: возможно, её уже удалили";
    const CATEGORY = "Раздел справочника, о котором вы пишете, не найден";
    refused(await contact(`/v2/contacts/${category}#contact-987654`), CARD);
    refused(await contact("/v2/contacts/card/987654"), CARD);
    refused(await contact(`/v2/contacts/${category}/987654`), CATEGORY);
    refused(await contact("/v2/contacts/987654?after=1-2"), CATEGORY);
    const guide = (id: number) =>
      api(server, "POST", "/suggest-correction/wiki/guide", {
        token: me.token,
        body: { message: "Ошибка", sourceURL: `/knowledge/guide/${id}`, wikiGuideCategoryId: String(id) },
      });
    const SECTION = "Раздел гида, о котором вы пишете, не найден или недоступен вам";
    refused(await guide(987654), SECTION);
    refused(await guide(closed), SECTION);
    expect((await rows()).length).toBe(before);
    // What exists and can be read is accepted.
    ok(await contact(`/v2/contacts/${category}#contact-${card}`));
    ok(await contact(`/v2/contacts/card/${card}`));
    ok(
      await api(server, "POST", "/suggest-correction/wiki/guide", {
        token: other.token,
        body: { message: "Ошибка", sourceURL: `/knowledge/guide/${closed}`, wikiGuideCategoryId: String(closed) },
      }),
    );
    expect((await rows()).length).toBe(before + 3);
  });

  it("refuses a blank or too long message, an off-site page and a missing category, storing nothing", async () => {
    const me = await signedIn();
    const before = (await rows()).length;
    const contact = (body: Record<string, unknown>) => api(server, "POST", "/suggest-correction/contact", { token: me.token, body });
    refused(await contact({ message: "   \n\t ", sourceURL: "/v2/contacts" }), "Напишите, что нужно исправить");
    refused(await contact({ sourceURL: "/v2/contacts" }), "Напишите, что нужно исправить");
    refused(await contact({ message: "я".repeat(2001), sourceURL: "/v2/contacts" }), "Не более 2000 символов");
    ok(await contact({ message: `  ${"я".repeat(2000)}  `, sourceURL: "/v2/contacts" }));
    refused(await contact({ message: "Ошибка" }), "Не указана страница, к которой относится предложение");
    refused(await contact({ message: "Ошибка", sourceURL: "  " }), "Не указана страница, к которой относится предложение");
    for (const sourceURL of [
      "//evil.example/x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      "v2/contacts",
      "/a b",
    ]) {
      refused(await contact({ message: "Ошибка", sourceURL }), "Ссылка на страницу должна быть адресом портала, начинающимся с /");
    }
    const guide = (body: Record<string, unknown>) => api(server, "POST", "/suggest-correction/wiki/guide", { token: me.token, body });
    refused(await guide({ message: "Ошибка", sourceURL: "/knowledge/guide/1" }), "Не указан раздел гида");
    refused(await guide({ message: "Ошибка", sourceURL: "/knowledge/guide/1", wikiGuideCategoryId: "abc" }), "Не указан раздел гида");
    expect((await rows()).length).toBe(before + 1);
  });

  it("shows administrators the open suggestions newest first and lets them mark one resolved", async () => {
    const author = await signedIn({ name: "Лев", surname: "Отправителев" });
    const employee = await signedIn();
    const admin = await signedIn({ roles: ["ROLE_ADMINISTRATOR"], name: "Ада", surname: "Админова" });
    const send = async (message: string) => {
      portal.clock.advance(60_000);
      return ok(
        await api(server, "POST", "/suggest-correction/contact", {
          token: author.token,
          body: { message, sourceURL: `/user/${author.id}` },
        }),
      ).id as number;
    };
    const older = await send("Первое");
    const newer = await send("Второе");

    refused(await api(server, "GET", "/suggest-correction/list", { token: employee.token }), FORBIDDEN);
    refused(await api(server, "POST", "/suggest-correction/resolve", { token: employee.token, body: { id: older } }), FORBIDDEN);

    const open = ok(await api(server, "GET", "/suggest-correction/list", { token: admin.token }));
    const ids = open.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(open.items.find((i: { id: number }) => i.id === older)).toEqual({
      id: older,
      kind: "contact",
      message: "Первое",
      sourceURL: `/user/${author.id}`,
      wikiGuideCategoryId: null,
      createDate: expect.any(String),
      user: { id: author.id, name: "Лев", surname: "Отправителев" },
      resolved: false,
      resolveDate: null,
      resolvedBy: null,
    });
    const openCount = open.openCount;

    expect(ok(await api(server, "POST", "/suggest-correction/resolve", { token: admin.token, body: { id: older } }))).toBeNull();
    const after = ok(await api(server, "GET", "/suggest-correction/list", { token: admin.token }));
    expect(after.items.map((i: { id: number }) => i.id)).not.toContain(older);
    expect(after.openCount).toBe(openCount - 1);
    const resolved = ok(await api(server, "GET", "/suggest-correction/list", { token: admin.token, query: { status: "resolved" } }));
    expect(resolved.items.find((i: { id: number }) => i.id === older)).toMatchObject({
      resolved: true,
      resolveDate: portal.clock.now().toISOString(),
      resolvedBy: { id: admin.id, name: "Ада", surname: "Админова" },
    });
    // Marking it again changes nothing; an unknown one is a Russian not-found.
    ok(await api(server, "POST", "/suggest-correction/resolve", { token: admin.token, body: { id: older } }));
    refused(
      await api(server, "POST", "/suggest-correction/resolve", { token: admin.token, body: { id: 987654 } }),
      "Предложение не найдено",
    );
    refused(await api(server, "POST", "/suggest-correction/resolve", { token: admin.token, body: {} }), "Предложение не найдено");
  });
});
