// Активности's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// activities-api.test.ts): the form of /activities/create (a refused field comes back under it as typed), the
// card's sign-up and withdrawal posts with their toasts (the waiting list's number), the lists, the organiser's
// participants with a removal and the CSV for Excel, the edit form's cancellation, and the refusals.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, inputValue, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_ACTIVITIES } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "activities-pages-1";

describe.each(await pageDialects())("activities pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { employee: "", other: "", editor: "" };
  const ids = { employee: 0, other: 0 };
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const employee = await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" });
    const other = await createPerson(portal, { password: PASSWORD, name: "Вера", surname: "Другова" });
    const editor = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_ACTIVITIES] });
    ids.employee = employee.id;
    ids.other = other.id;
    cookies.employee = await signInWithForm(server, employee.phone, PASSWORD);
    cookies.other = await signInWithForm(server, other.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const fields = {
    intent: "save",
    title: "Шахматный турнир",
    description: "Блиц, пять минут на партию.",
    startsAt: "2026-12-01T18:00",
    endsAt: "2026-12-01T21:00",
    place: "Переговорная «Ферзь»",
    link: "",
    seats: "1",
    signupUntil: "",
  };

  let id = 0;
  it("keeps creating to editors and brings a refused field back as typed; a good form makes the card", async () => {
    expect((await browser.get("/activities/create")).status).toBe(302);
    expect((await browser.get("/activities/create", "employee")).status).toBe(403);
    expect(await browser.html("/activities", "employee")).not.toContain('href="/activities/create"');
    expect(await browser.html("/activities", "editor")).toContain('href="/activities/create"');

    const refused = await browser.post("/activities/create", "editor", { ...fields, endsAt: "2026-12-01T17:00" });
    expect(refused.status).toBe(400);
    const html = text(await refused.text());
    expect(html).toContain(r.endsBeforeStart);
    expect(inputValue(html, "title")).toBe("Шахматный турнир");
    expect(inputValue(html, "endsAt")).toBe("2026-12-01T17:00");

    const { page, location } = await browser.postAndFollow("/activities/create", "editor", fields, /^\/activities\/\d+$/);
    id = Number(location.split("/").at(-1));
    expect(text(page)).toContain(r.created);
    expect(text(page)).toContain("Блиц, пять минут на партию.");
    expect(text(page)).toContain(t.placesLeft(1, 1));
  });

  it("signs up, puts the next on the waiting list with her number, and withdraws", async () => {
    const card = `/activities/${id}`;
    const joined = await browser.postAndFollow(card, "employee", { intent: "join" }, card);
    expect(text(joined.page)).toContain(r.joined);
    expect(text(joined.page)).toContain(t.youGo);
    expect(text(await browser.html(card, "other"))).toContain(t.joinWaiting);
    const waiting = await browser.postAndFollow(card, "other", { intent: "join" }, card);
    expect(text(waiting.page)).toContain(r.waiting(1));
    expect(text(waiting.page)).toContain(t.youWait(1));
    const again = await browser.postAndFollow(card, "other", { intent: "join" }, card);
    expect(text(again.page)).toContain(r.alreadyWaiting(1));

    const left = await browser.postAndFollow(card, "employee", { intent: "leave" }, card);
    expect(text(left.page)).toContain(r.left);
    expect(text(await browser.html(card, "other"))).toContain(t.youGo);
    expect(text(await browser.html(`${card}/users`, "employee"))).toContain("Другова Вера");
    expect(text(await browser.html("/activities?filter=mine", "other"))).toContain("Шахматный турнир");
  });

  it("gives the organiser the participants, a removal and the CSV; others are refused", async () => {
    const list = `/activities/${id}/participants`;
    expect((await browser.get(list, "employee")).status).toBe(403);
    expect((await browser.get(`${list}/export`, "employee")).status).toBe(403);
    await browser.postAndFollow(`/activities/${id}`, "employee", { intent: "join" }, `/activities/${id}`);
    const html = text(await browser.html(list, "editor"));
    expect(html).toContain("Другова Вера");
    expect(html).toContain(t.statusWaiting(1));

    const csv = await browser.get(`${list}/export`, "editor");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Другова;Вера;;\d+;Участник;/);
    expect(lines[2]).toMatch(/^Простов;Семён;;\d+;Лист ожидания;/);

    const removed = await browser.postAndFollow(list, "editor", { intent: "remove", userId: String(ids.other) }, list);
    expect(text(removed.page)).toContain(r.removed);
    expect(text(await browser.html(`/activities/${id}`, "employee"))).toContain(t.youGo);
  });

  it("cancels from the edit page: no more sign-ups, refused by name", async () => {
    expect((await browser.get(`/activities/${id}/edit`, "other")).status).toBe(403);
    const edit = `/activities/${id}/edit`;
    expect(inputValue(await browser.html(edit, "editor"), "startsAt")).toBe("2026-12-01T18:00");
    const done = await browser.postAndFollow(edit, "editor", { intent: "cancel" }, `/activities/${id}`);
    expect(text(done.page)).toContain(r.cancelledDone);
    const refused = await browser.postAndFollow(`/activities/${id}`, "other", { intent: "join" }, `/activities/${id}`);
    expect(text(refused.page)).toContain(r.cancelled);
    expect((await browser.get("/activities/999999", "employee")).status).toBe(404);
    expect((await browser.get("/activities/abc", "employee")).status).toBe(404);
  });
});
