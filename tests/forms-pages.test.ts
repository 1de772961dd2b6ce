// The form mechanism as a browser meets it (the real build behind the real Express app): a create form
// posted twice with its one-time token creates one item and sends the second post to it; conform's own
// control post (a recheck) never saves. Run `npx remix build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "../app/platform/actor";
import { createTestPortal, createPerson, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";
import { ru } from "./helpers/ru";

const PASSWORD = "secret-pass-1";
const EDITOR_ROLE = "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY";
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

describe("create forms are sent once", () => {
  let portal: TestPortal;
  let server: TestServer;
  let editor: string;
  let other: string;
  let sectionId = 0;

  const get = (url: string, cookie: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookie } });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams(form),
    });
  const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  const articlesNamed = async (name: string) =>
    portal.db.kysely.selectFrom("guide_articles").select("id").where("name", "=", name).execute();

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    const ed = await createPerson(portal, { password: PASSWORD, roles: [EDITOR_ROLE], surname: "Гидова" });
    const ot = await createPerson(portal, { password: PASSWORD, roles: [EDITOR_ROLE], surname: "Другова" });
    editor = await signInWithForm(server, ed.phone, PASSWORD);
    other = await signInWithForm(server, ot.phone, PASSWORD);
    const actor = actingAs(ed.id, [EDITOR_ROLE]);
    sectionId = (await portal.services.guide.createSection(actor, { name: "Памятки" })).id;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("the same rendered article form posted twice creates one article; the second post opens it", async () => {
    const page = `/knowledge/guide/${sectionId}/article/create`;
    const token = tokenOf(await text(await get(page, editor)));
    expect(token).toBeTruthy();
    const form = {
      categoryId: String(sectionId),
      name: "Пропуск в офис",
      contentNewEditor: "Пропуск выдаёт охрана.",
      intent: "publish",
      formToken: token!,
    };
    const [first, second] = await Promise.all([post(page, editor, form), post(page, editor, form)]);
    const third = await post(page, editor, form);
    expect(await articlesNamed("Пропуск в офис")).toHaveLength(1);
    const [id] = (await articlesNamed("Пропуск в офис")).map((a) => a.id);
    const location = `/knowledge/guide/${sectionId}/article/${id}`;
    expect(first.status === 302 || second.status === 302).toBe(true);
    expect(third.status).toBe(302);
    expect(third.headers.get("location")).toBe(location);
    expect(await text(await get(location, editor))).toContain(ru.forms.alreadySaved);
  });

  it("a refused post gives the token back: the corrected form saves; another person cannot use the token", async () => {
    const page = `/knowledge/guide/${sectionId}/article/create`;
    const token = tokenOf(await text(await get(page, editor)))!;
    const form = { categoryId: String(sectionId), name: "Обед", contentNewEditor: "  ", intent: "publish", formToken: token };
    const refused = await post(page, editor, form);
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(ru.guide.api.contentAndNameRequired);
    const stolen = await post(page, other, { ...form, contentNewEditor: "Столовая на втором этаже." });
    expect(stolen.status).toBe(400);
    expect(await text(stolen)).toContain(ru.forms.tokenUnknown);
    expect(await articlesNamed("Обед")).toHaveLength(0);
    const saved = await post(page, editor, { ...form, contentNewEditor: "Столовая на втором этаже." });
    expect(saved.status).toBe(302);
    expect(await articlesNamed("Обед")).toHaveLength(1);
  });

  it("showing a form stores nothing; a forged, altered or expired token is refused and saves nothing", async () => {
    const page = `/knowledge/guide/${sectionId}/article/create`;
    const stored = async () => (await portal.db.kysely.selectFrom("form_tokens").select("token").execute()).length;
    const before = await stored();
    const token = tokenOf(await text(await get(page, editor)))!;
    expect(await stored()).toBe(before);
    const [user, time, random, signature] = token.split(".");
    const form = { categoryId: String(sectionId), name: "Подделка", contentNewEditor: "Текст.", intent: "publish" };
    const twoDaysAgo = String(Number(time) - 2 * 24 * 60 * 60 * 1000);
    for (const forged of [
      "x".repeat(43),
      `${user}.${time}.${random}.${signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `${user}.${twoDaysAgo}.${random}.${signature}`,
    ]) {
      const refused = await post(page, editor, { ...form, formToken: forged });
      expect(refused.status).toBe(400);
      expect(await text(refused)).toContain(ru.forms.tokenUnknown);
    }
    expect(await articlesNamed("Подделка")).toHaveLength(0);
    expect(await stored()).toBe(before);
  });

  it("conform's control post (a recheck after an error) saves nothing", async () => {
    const page = `/knowledge/guide/${sectionId}/article/create`;
    const token = tokenOf(await text(await get(page, editor)))!;
    const recheck = await post(page, editor, {
      categoryId: String(sectionId),
      name: "Самоотправка",
      contentNewEditor: "<p>О</p>",
      formToken: token,
      __intent__: JSON.stringify({ type: "validate", payload: { name: "contentNewEditor" } }),
    });
    expect(recheck.status).toBe(200);
    expect(await articlesNamed("Самоотправка")).toHaveLength(0);
  });
});
