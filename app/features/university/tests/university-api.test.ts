// The corporate university on SQLite and PostgreSQL through /api: who may change (anonymous, an employee
// without ROLE_EDIT_UNIVERSITY, an editor, an administrator) for every mutation, the Russian refusals that
// change nothing (a link that is not one, an item with neither link nor file, a file of another kind or a
// renamed text), the order editors set with up and down, the direction and topic filters and the search (case
// and ё folded), the files' read guard, and lists whose statements do not grow with the rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { DEMO_PDF } from "~/platform/files/demo-files.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_UNIVERSITY } from "../policy";
import type { Course, CoursesPage, LiteratureItem, LiteraturePage } from "../server/model";

const PASSWORD = "university-test-1";
type Who = "employee" | "editor" | "admin";

const course = (title: string, direction = "Управление") => ({
  title,
  direction,
  format: "online",
  hours: 4,
  summary: "Кратко",
  link: "/education/1/3",
});
const book = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: "book",
  title,
  topic: "Лидерство",
  link: "https://example.org/b",
  ...extra,
});

describe.each(await dialects())("university /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<Who>>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_UNIVERSITY] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const courses = async (direction = "") => ok(await people.get("employee", "/university/courses", { direction })) as CoursesPage;
  const literature = async (query: Record<string, string> = {}) =>
    ok(await people.get("employee", "/university/literature", query)) as LiteraturePage;
  const titlesOf = (page: CoursesPage) => page.groups.flatMap((g) => g.courses.map((c) => c.title));
  const upload = async (who: Who, originalFileName: string, bytes: Buffer, fileType = "UNIVERSITY_LITERATURE") =>
    people.post(who, "/file/save", { originalFileName, fileType, base64File: bytes.toString("base64") });

  it("refuses every change to the signed out (401) and to an employee (the Russian message), changing nothing", async () => {
    const calls: [string, unknown][] = [
      ["/university/course/save", course("Чужой курс")],
      ["/university/course/move", { id: 1, to: "up" }],
      ["/university/course/delete", { id: 1 }],
      ["/university/literature/save", book("Чужая книга")],
      ["/university/literature/move", { id: 1, to: "up" }],
      ["/university/literature/delete", { id: 1 }],
    ];
    for (const [path, body] of calls) {
      unauthorized(await people.post(null, path, body));
      refused(await people.post("employee", path, body), r.forbidden);
    }
    unauthorized(await people.get(null, "/university/courses"));
    unauthorized(await people.get(null, "/university/literature"));
    expect(titlesOf(await courses())).toEqual([]);
    expect((await literature()).items).toEqual([]);
  });

  it("lets an editor and an administrator add courses, grouped by direction in the order they were added", async () => {
    const first = ok(await people.post("editor", "/university/course/save", course("  Обратная связь  "))) as Course;
    expect(first).toMatchObject({
      title: "Обратная связь",
      direction: "Управление",
      format: "online",
      hours: 4,
      link: "/education/1/3",
      cover: null,
    });
    ok(await people.post("admin", "/university/course/save", course("Делегирование")));
    ok(await people.post("editor", "/university/course/save", course("Вводный инструктаж", "Охрана труда")));
    const page = await courses();
    expect(page.directions).toEqual(["Охрана труда", "Управление"]);
    expect(page.groups.map((g) => [g.direction, g.courses.map((c) => c.title)])).toEqual([
      ["Охрана труда", ["Вводный инструктаж"]],
      ["Управление", ["Обратная связь", "Делегирование"]],
    ]);
    const managing = await courses("Управление");
    expect(managing.direction).toBe("Управление");
    expect(titlesOf(managing)).toEqual(["Обратная связь", "Делегирование"]);
    expect(ok(await people.get("employee", "/university/course", { id: first.id }))).toMatchObject({ title: "Обратная связь" });
  });

  it("moves a course up and down within its direction; at the top nothing moves", async () => {
    const [, second] = (await courses("Управление")).groups[0]!.courses;
    ok(await people.post("editor", "/university/course/move", { id: second!.id, to: "up" }));
    expect(titlesOf(await courses("Управление"))).toEqual(["Делегирование", "Обратная связь"]);
    ok(await people.post("editor", "/university/course/move", { id: second!.id, to: "up" }));
    expect(titlesOf(await courses("Управление"))).toEqual(["Делегирование", "Обратная связь"]);
    ok(await people.post("admin", "/university/course/move", { id: second!.id, to: "down" }));
    expect(titlesOf(await courses("Управление"))).toEqual(["Обратная связь", "Делегирование"]);
    refused(await people.post("editor", "/university/course/move", { id: second!.id, to: "left" }), r.moveInvalid);
    refused(await people.post("editor", "/university/course/move", { id: 999_999, to: "up" }), r.courseNotFound);
  });

  it("refuses a course's bad fields with their Russian messages and stores nothing", async () => {
    const before = titlesOf(await courses());
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), link: "javascript:alert(1)" }), t.linkInvalid);
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), link: "//evil.example/x" }), t.linkInvalid);
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), format: "zoom" }), t.formatRequired);
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), hours: 0 }), t.hoursInvalid);
    refused(await people.post("editor", "/university/course/save", { ...course(""), direction: "" }), t.titleRequired);
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), coverFileId: 999_999 }), r.fileNotFound);
    refused(await people.post("editor", "/university/course/save", { ...course("Курс"), id: "abc" }), r.courseNotFound);
    expect(titlesOf(await courses())).toEqual(before);
  });

  it("changes a course (a new direction puts it last there) and deletes it", async () => {
    const [target] = (await courses("Управление")).groups[0]!.courses;
    const moved = ok(
      await people.post("editor", "/university/course/save", { ...course("Обратная связь 2.0", "Охрана труда"), id: target!.id }),
    ) as Course;
    expect(moved).toMatchObject({ id: target!.id, direction: "Охрана труда" });
    expect(titlesOf(await courses("Охрана труда"))).toEqual(["Вводный инструктаж", "Обратная связь 2.0"]);
    ok(await people.post("editor", "/university/course/delete", { id: target!.id }));
    refused(await people.post("editor", "/university/course/delete", { id: target!.id }), r.courseNotFound);
    refused(await people.get("employee", "/university/course", { id: target!.id }), r.courseNotFound);
  });

  it("keeps literature with a link or a file; a file is checked by its content and read by anyone signed in", async () => {
    refused(await people.post("editor", "/university/literature/save", book("Без ссылки", { link: "" })), r.linkOrFile);
    refused(
      await upload("editor", "book.pdf", Buffer.from("not a pdf at all")),
      "Содержимое файла не соответствует формату .pdf. Выберите другой файл",
    );
    const cover = ok(await upload("editor", "book.pdf", DEMO_PDF, "ATTACHMENT")) as { id: number };
    refused(await people.post("editor", "/university/literature/save", book("Чужой файл", { link: "", fileId: cover.id })), r.fileNotFound);
    const file = ok(await upload("editor", "Пять пороков.pdf", DEMO_PDF)) as { id: number };
    const item = ok(
      await people.post(
        "editor",
        "/university/literature/save",
        book("Пять пороков команды", { link: "", fileId: file.id, author: "Патрик Ленсиони" }),
      ),
    ) as LiteratureItem;
    expect(item.file).toMatchObject({ name: "Пять пороков.pdf", size: DEMO_PDF.length });
    const download = (token?: string) =>
      fetch(`${server.url}${item.file!.path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const got = await download(people.tokens.employee);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toContain("application/pdf");
    expect((await download()).status).not.toBe(200);
    // An edit without a file keeps the one it had, so the link may stay empty.
    ok(
      await people.post("admin", "/university/literature/save", book("Пять пороков команды", { link: "", id: item.id, topic: "Команда" })),
    );
    expect((await literature()).items[0]!.file?.name).toBe("Пять пороков.pdf");
  });

  it("filters literature by topic and finds it by title, author or description whatever the case and ё", async () => {
    ok(
      await people.post(
        "editor",
        "/university/literature/save",
        book("Переговоры без поражения", { topic: "Переговоры", author: "Роджер Фишер" }),
      ),
    );
    ok(
      await people.post(
        "editor",
        "/university/literature/save",
        book("Ёмкие ответы", { kind: "article", topic: "Переговоры", description: "Сто_процентов%" }),
      ),
    );
    const all = await literature();
    expect(all.topics).toEqual(["Команда", "Переговоры"]);
    expect((await literature({ topic: "Переговоры" })).items.map((i) => i.title)).toEqual(["Переговоры без поражения", "Ёмкие ответы"]);
    expect((await literature({ q: "ФИШЕР" })).items.map((i) => i.title)).toEqual(["Переговоры без поражения"]);
    expect((await literature({ q: "емкие" })).items.map((i) => i.title)).toEqual(["Ёмкие ответы"]);
    expect((await literature({ q: "_процентов%" })).items.map((i) => i.title)).toEqual(["Ёмкие ответы"]);
    expect((await literature({ q: "о%" })).items).toEqual([]);
    expect((await literature({ q: "команды пороков", topic: "Команда" })).items.map((i) => i.title)).toEqual(["Пять пороков команды"]);
    expect((await literature({ q: "пороков", topic: "Переговоры" })).items).toEqual([]);
  });

  it("moves and deletes literature; a deleted item's file is no longer read by others", async () => {
    const [first, , third] = (await literature()).items;
    ok(await people.post("editor", "/university/literature/move", { id: third!.id, to: "up" }));
    expect((await literature()).items.map((i) => i.id)).toEqual([first!.id, third!.id, expect.any(Number)]);
    ok(await people.post("editor", "/university/literature/delete", { id: first!.id }));
    refused(await people.get("employee", "/university/literature/item", { id: first!.id }), r.itemNotFound);
    const headers = { Authorization: `Bearer ${people.tokens.employee}` };
    expect((await fetch(`${server.url}${first!.file!.path}`, { headers })).status).not.toBe(200);
  });

  it("lists with the same statements for 10 and 100 rows", async () => {
    const reader = actingAs(people.people.employee.id);
    const editor = actingAs(people.people.editor.id, [ROLE_EDIT_UNIVERSITY]);
    const { courses: c, literature: l } = portal.services.university;
    const count = async () => {
      queries = 0;
      counting = true;
      await c.list(reader, { direction: "" });
      await l.list(reader, { q: "", topic: "" });
      await l.list(reader, { q: "книга", topic: "Тема 1" });
      counting = false;
      return queries;
    };
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await c.save(
          editor,
          null,
          { ...course(`Курс ${i}`, `Направление ${i % 7}`), format: "online", audience: "", coverFileId: undefined },
          portal.services.files,
        );
        await l.save(
          editor,
          null,
          { ...book(`Книга ${i}`, { topic: `Тема ${i % 5}` }), kind: "book", author: "", description: "", fileId: undefined } as never,
          portal.services.files,
        );
      }
    };
    await add(10);
    const few = await count();
    await add(90);
    expect(few).toBe(6);
    expect(await count()).toBe(few);
  });
});
