// The corporate university's pages as a browser without JavaScript meets them (SQLite; the domain runs on both
// in university-api.test.ts; the real build: `npm run build` first): the courses by direction with the filter's
// links, the editors' forms (a refused field comes back as typed with the chosen cover kept), the up and down
// form that returns to the same filtered list, the literature's search and topic, a file's download link, the
// delete's confirmation, and the refusals (sign-in, 403, 404 for a malformed or unknown id, 400 for garbage).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PDF } from "~/platform/files/demo-files.server";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, inputValue, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_UNIVERSITY } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "university-pages-1";

const multipart = (fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [bytes, name]] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(bytes)]), name);
  return form;
};

describe.each(await pageDialects())("university pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { employee: "", editor: "" };
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const employee = await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" });
    const editor = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_UNIVERSITY] });
    cookies.employee = await signInWithForm(server, employee.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const course = {
    title: "Школа директора",
    direction: "Управление",
    format: "blended",
    hours: "40",
    summary: "",
    audience: "Директора",
    link: "/education/1/3",
  };

  it("keeps the editors' pages to editors and answers a malformed or unknown id with 404", async () => {
    expect((await browser.get("/university")).status).toBe(302);
    expect((await browser.get("/university/courses/create", "employee")).status).toBe(403);
    expect((await browser.get("/university/literature/create", "employee")).status).toBe(403);
    expect((await browser.post("/university/courses/create", "employee", multipart(course))).status).toBe(403);
    expect((await browser.get("/university/courses/abc/edit", "editor")).status).toBe(404);
    expect((await browser.get("/university/literature/99999999999/edit", "editor")).status).toBe(404);
    expect((await browser.get("/university/courses/999999/edit", "editor")).status).toBe(404);
    expect(await browser.html("/university", "employee")).not.toContain('href="/university/courses/create"');
    // The lists' up and down and the edit page's delete are editors' posts too; signed out, one signs in first.
    expect((await browser.post("/university?index", "employee", { id: "1", to: "up" })).status).toBe(403);
    expect((await browser.post("/university/literature?index", null, { id: "1", to: "up" })).status).toBe(302);
    expect((await browser.post("/university/courses/1/edit", "employee", multipart({ intent: "delete" }))).status).toBe(403);
  });

  it("refuses a bad link as typed with the chosen cover kept, then saves the course with that cover", async () => {
    const cover = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1f4e8c" } })
      .png()
      .toBuffer();
    const refusedPost = await browser.post(
      "/university/courses/create",
      "editor",
      multipart({ ...course, link: "ftp://files" }, { cover: [cover, "cover.png"] }),
    );
    expect(refusedPost.status).toBe(400);
    const html = text(await refusedPost.text());
    expect(html).toContain(t.linkInvalid);
    expect(inputValue(html, "title")).toBe("Школа директора");
    expect(inputValue(html, "link")).toBe("ftp://files");
    const kept = inputValue(html, "coverFileId");
    expect(kept).toMatch(/^\d+$/);

    const { page, location } = await browser.postAndFollow(
      "/university/courses/create",
      "editor",
      multipart({ ...course, coverFileId: kept }),
      /^\/university\?direction=%D0%A3.*#course-\d+$/,
    );
    expect(text(page)).toContain(r.courseCreated);
    expect(page).toContain("Школа директора");
    expect(page).toMatch(/<img class="university-cover" src="\/files\/\d+-/);
    expect(location).toContain("#course-");
  });

  it("answers a garbage post with 400 and the fields' messages, never a 500", async () => {
    const garbage = await browser.post("/university/courses/create", "editor", multipart({ hours: "много", format: "x" }));
    expect(garbage.status).toBe(400);
    const html = text(await garbage.text());
    expect(html).toContain(t.titleRequired);
    expect(html).toContain(t.hoursInvalid);
  });

  it("filters courses by direction and moves one up, back to the same filtered list", async () => {
    await browser.postAndFollow("/university/courses/create", "editor", multipart({ ...course, title: "Делегирование" }), /direction=/);
    await browser.postAndFollow(
      "/university/courses/create",
      "editor",
      multipart({ ...course, title: "Охрана труда для всех", direction: "Охрана труда" }),
      /direction=/,
    );
    const all = await browser.html("/university", "employee");
    expect(all).toContain("Охрана труда для всех");
    const filtered = await browser.html(`/university?direction=${encodeURIComponent("Управление")}`, "editor");
    expect(filtered).not.toContain("Охрана труда для всех");
    expect(filtered).toMatch(/aria-current="page"[^>]*>Управление</);
    expect(filtered.indexOf("Школа директора")).toBeLessThan(filtered.indexOf("Делегирование"));
    const id = /id="course-(\d+)"[\s\S]*?Делегирование/.exec(filtered.slice(filtered.indexOf("Делегирование") - 400))?.[1];
    expect(id).toBeDefined();
    const back = `/university?direction=${encodeURIComponent("Управление")}`;
    // The form posts to the list it is on, the filter kept (Remix's index route: ?index first).
    const target = `/university?index&direction=${encodeURIComponent("Управление")}`;
    expect(filtered).toContain(`action="${target.replace("&", "&amp;")}"`);
    expect(filtered).toMatch(/<button type="submit" name="to" value="up"/);
    const moved = await browser.post(target, "editor", { id: id!, to: "up" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(back);
    const after = await browser.html(back, "employee");
    expect(after.indexOf("Делегирование")).toBeLessThan(after.indexOf("Школа директора"));
  });

  it("adds literature with a file, finds it by search and topic, downloads it, and deletes it after asking", async () => {
    const none = await browser.post(
      "/university/literature/create",
      "editor",
      multipart({ kind: "book", title: "Без всего", topic: "Сервис", link: "" }),
    );
    expect(none.status).toBe(400);
    expect(text(await none.text())).toContain(r.linkOrFile);
    const { page } = await browser.postAndFollow(
      "/university/literature/create",
      "editor",
      multipart(
        { kind: "book", title: "Клиенты на всю жизнь", author: "Карл Сьюэлл", topic: "Сервис", link: "" },
        { file: [DEMO_PDF, "Клиенты.pdf"] },
      ),
      /^\/university\/literature#item-\d+$/,
    );
    expect(text(page)).toContain(r.itemCreated);
    const href = /href="(\/files\/[^"]+)"[^>]*download/.exec(page)?.[1];
    expect(href).toBeDefined();
    expect((await fetch(`${server.url}${href}`, { headers: { Cookie: cookies.employee } })).status).toBe(200);

    const found = await browser.html(`/university/literature?q=${encodeURIComponent("СЬЮЭЛЛ")}`, "employee");
    expect(found).toContain("Клиенты на всю жизнь");
    expect(found).toContain('value="СЬЮЭЛЛ"');
    expect(await browser.html(`/university/literature?q=${encodeURIComponent("нет такого")}`, "employee")).toContain(t.emptyLiterature);
    expect(await browser.html(`/university/literature?topic=${encodeURIComponent("Сервис")}`, "employee")).toContain(
      "Клиенты на всю жизнь",
    );

    const id = /id="item-(\d+)"/.exec(page)?.[1];
    const edit = `/university/literature/${id}/edit`;
    const asking = text(await browser.html(`${edit}?delete`, "editor"));
    expect(asking).toContain(t.removeItemText("Клиенты на всю жизнь"));
    const gone = await browser.postAndFollow(edit, "editor", multipart({ intent: "delete" }), "/university/literature");
    expect(text(gone.page)).toContain(r.itemRemoved);
    expect(gone.page).not.toContain("Клиенты на всю жизнь");
  });
});
