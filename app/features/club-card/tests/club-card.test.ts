// Карта клуба on SQLite and PostgreSQL: the /api envelope with its Russian messages, who may add (anonymous,
// an employee without ROLE_EDIT_CLUB_CARD, an editor, an administrator), the event an added item writes, the page as a
// browser without JavaScript meets it (the real build: `npx remix build` first, as npm test does), and a
// list whose query count does not grow with the items.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_EDIT_CLUB_CARD } from "../policy";
import { CLUB_CARD_NEW } from "../server/events";

const FORBIDDEN = "Добавлять записи могут только редакторы раздела";
const TITLE_REQUIRED = "Укажите название";
const TITLE_TOO_LONG = "Название — не больше 200 символов";
const PASSWORD = "club-card-test-1";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

interface Item {
  id: number;
  title: string;
  createdAt: string;
}

describe.each(await dialects())("club-card on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  // Statements of the list alone: the events outbox's own polling runs beside it whenever it likes.
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor" | "admin">>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal, { build });
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_CLUB_CARD] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const list = async () => ok(await people.get("employee", "/club-card/list")) as Item[];
  const create = (who: "employee" | "editor" | "admin" | null, title: unknown) => people.post(who, "/club-card/create", { title });

  it("answers 401 to both calls without a session or token", async () => {
    unauthorized(await people.get(null, "/club-card/list"));
    unauthorized(await create(null, "Чужая запись"));
  });

  it("refuses an employee without the role, with the Russian message, and stores nothing", async () => {
    const before = await list();
    refused(await create("employee", "Чужая запись"), FORBIDDEN);
    expect(await list()).toEqual(before);
  });

  it("lets an editor and an administrator add; everyone reads the newest first", async () => {
    const first = ok(await create("editor", "  Первая  ")) as Item;
    expect(first).toEqual({ id: expect.any(Number), title: "Первая", createdAt: expect.any(String) });
    ok(await create("admin", "Вторая"));
    expect((await list()).map((i) => i.title).slice(0, 2)).toEqual(["Вторая", "Первая"]);
  });

  it("records CLUB_CARD_NEW in the outbox with each item added, and none for a refused one", async () => {
    const events = () => portal.db.kysely.selectFrom("events").select("payload").where("type", "=", CLUB_CARD_NEW).orderBy("id").execute();
    const before = (await events()).length;
    refused(await create("employee", "Без события"), FORBIDDEN);
    expect((await events()).length).toBe(before);
    const item = ok(await create("editor", "С событием")) as Item;
    const written = await events();
    expect(written.length).toBe(before + 1);
    expect(JSON.parse(written.at(-1)!.payload)).toEqual({ itemId: item.id, authorId: people.people.editor.id });
  });

  it("refuses an empty or too long title with the field's Russian message", async () => {
    const before = await list();
    refused(await create("editor", "   "), TITLE_REQUIRED);
    refused(await create("editor", undefined), TITLE_REQUIRED);
    refused(await create("editor", "Я".repeat(201)), TITLE_TOO_LONG);
    ok(await create("editor", "Я".repeat(200)));
    expect((await list()).length).toBe(before.length + 1);
  });

  it("lists with the same number of queries however many items there are", async () => {
    const reader = actingAs(people.people.employee.id);
    const count = async () => {
      queries = 0;
      counting = true;
      await portal.services.clubCard.list(reader);
      counting = false;
      return queries;
    };
    const few = await count();
    for (let i = 0; i < 5; i++)
      await portal.services.clubCard.create(actingAs(people.people.editor.id, [ROLE_EDIT_CLUB_CARD]), { title: `Запись ${i}` });
    expect(few).toBe(1);
    expect(await count()).toBe(few);
  });

  describe("the page without JavaScript", () => {
    const page = (cookie?: string) => fetch(`${server.url}/club-card`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    const postForm = (cookie: string, title: string) =>
      fetch(`${server.url}/club-card`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "save", title }),
      });
    const cookieOf = (who: "employee" | "editor") => signInWithForm(server, people.people[who].phone, PASSWORD);

    it("sends a signed-out visitor to sign in, and shows an employee the items without the form", async () => {
      const signedOut = await page();
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/club-card")}`);
      const employee = await cookieOf("employee");
      const html = await (await page(employee)).text();
      expect(html).toContain("Первая");
      expect(html).not.toContain('name="title"');
      expect((await postForm(employee, "Чужая запись")).status).toBe(403);
      expect((await list()).map((i) => i.title)).not.toContain("Чужая запись");
    });

    it("posts the form: a refused title comes back under the field as typed, a good one is saved", async () => {
      const editor = await cookieOf("editor");
      expect(await (await page(editor)).text()).toContain('name="title"');
      const tooLong = "Д".repeat(201);
      const refusedPost = await postForm(editor, tooLong);
      expect(refusedPost.status).toBe(200);
      const html = await refusedPost.text();
      expect(html).toContain(TITLE_TOO_LONG);
      expect(html).toContain(`value="${tooLong}"`);
      const saved = await postForm(editor, "Запись из формы");
      expect([302, 303]).toContain(saved.status);
      expect(saved.headers.get("location")).toBe("/club-card");
      expect((await list())[0]!.title).toBe("Запись из формы");
      expect(await (await page(editor)).text()).toContain("Запись из формы");
    });
  });
});
