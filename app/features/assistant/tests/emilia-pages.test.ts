// Эмилия's pages as a browser without JavaScript meets them (the real build: `npm run build` first), on SQLite
// only: /admin/emilia and /admin/emilia/{id} for a holder of ROLE_EMILIA (upload, a refused file beside its form,
// replace, delete; a phrase added, a refused one kept as typed, edited and deleted), refused to an employee; and
// the home page's banner block (spec part 1 §4): in <noscript> once the welcome is done, a plain block in lite
// mode, gone after its close form (a cookie of the browser session).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { signInWithForm } from "../../../../tests/helpers/http";
import { messages as t } from "../messages";
import { refusals } from "../messages.server";
import { gif, openEmilia, PASSWORD, png, type EmiliaWorld, type Who } from "./fixture";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe.each(await pageDialects())("Эмилия's pages on %s", (dialect) => {
  let w: EmiliaWorld;
  const cookies = {} as Record<Who, string>;
  beforeAll(async () => {
    w = await openEmilia(dialect, build);
    for (const who of ["employee", "emilia"] as const) cookies[who] = await signInWithForm(w.server, w.people[who].phone, PASSWORD);
  });
  afterAll(async () => {
    await w?.close();
  });

  const page = (who: Who, url: string, extra = "") =>
    fetch(`${w.server.url}${url}`, { redirect: "manual", headers: { Cookie: `${cookies[who]}${extra}` } });
  const post = (who: Who, url: string, body: URLSearchParams | FormData, extra = "") =>
    fetch(`${w.server.url}${url}`, { method: "POST", redirect: "manual", headers: { Cookie: `${cookies[who]}${extra}` }, body });
  const upload = async (intent: string, file: { name: string; bytes: Buffer } | null, id?: number) => {
    const form = new FormData();
    form.set("intent", intent);
    if (id !== undefined) form.set("id", String(id));
    if (file) form.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
    return post("emilia", "/admin/emilia", form);
  };

  it("refuses an employee both pages and their forms", async () => {
    expect((await page("employee", "/admin/emilia")).status).toBe(403);
    expect((await post("employee", "/admin/emilia", new URLSearchParams({ intent: "delete", id: "1" }))).status).toBe(403);
    expect((await page("employee", "/admin/emilia/1")).status).toBe(403);
  });

  it("uploads, refuses a GIF beside its form, replaces and deletes an image", async () => {
    const added = await upload("upload", { name: "эмилия.png", bytes: await png() });
    expect(added.status).toBe(303);
    const id = Number(/#image-(\d+)$/.exec(added.headers.get("location")!)![1]);
    const html = await (await page("emilia", "/admin/emilia")).text();
    expect(html).toContain(`id="image-${id}"`);
    expect(html).toContain(`href="/admin/emilia/${id}"`);

    const refusedGif = await upload("replace", { name: "x.gif", bytes: await gif() }, id);
    expect(refusedGif.status).toBe(400);
    expect(await refusedGif.text()).toContain("Недопустимый формат файла. Допустимые форматы: jpeg, jpg, png, webp");
    const none = await upload("upload", null);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(refusals.fileRequired);
    expect((await upload("replace", { name: "b.png", bytes: await png(40) }, id)).status).toBe(303);
    expect((await upload("delete", null, id)).status).toBe(303);
    expect(await (await page("emilia", "/admin/emilia")).text()).not.toContain(`id="image-${id}"`);
  });

  it("adds a phrase (a refused one stays typed), edits it in place and deletes it", async () => {
    const image = await w.addImage();
    const here = `/admin/emilia/${image}`;
    expect(await (await page("emilia", here)).text()).toContain('name="phraseNewEditor"');
    const tooLong = "Д".repeat(5001);
    const refusedPost = await post("emilia", here, new URLSearchParams({ intent: "add", phraseNewEditor: tooLong }));
    expect(refusedPost.status).toBe(400);
    const refusedHtml = await refusedPost.text();
    expect(refusedHtml).toContain(t.phraseTooLong);
    expect(refusedHtml).toContain(tooLong);
    const saved = await post(
      "emilia",
      here,
      new URLSearchParams({ intent: "add", phraseNewEditor: "Добрый <b>день</b><script>x()</script>" }),
    );
    expect(saved.status).toBe(303);
    const phraseId = Number(/#phrase-(\d+)$/.exec(saved.headers.get("location")!)![1]);
    const shown = await (await page("emilia", here)).text();
    expect(shown).toContain("<p>Добрый <b>день</b></p>");
    expect(shown).not.toContain("x()");

    const editing = await (await page("emilia", `${here}?edit=${phraseId}`)).text();
    expect(editing).toContain(escaped("<p>Добрый <b>день</b></p>"));
    const empty = await post(
      "emilia",
      `${here}?edit=${phraseId}`,
      new URLSearchParams({ intent: "edit", id: String(phraseId), phraseNewEditor: " " }),
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(t.phraseRequired);
    expect(
      (await post("emilia", here, new URLSearchParams({ intent: "edit", id: String(phraseId), phraseNewEditor: "Иной" }))).status,
    ).toBe(303);
    expect(await (await page("emilia", here)).text()).toContain("<p>Иной</p>");
    expect((await post("emilia", here, new URLSearchParams({ intent: "delete", id: String(phraseId) }))).status).toBe(303);
    expect(await (await page("emilia", here)).text()).toContain(t.noPhrases);
    expect((await page("emilia", "/admin/emilia/999999")).status).toBe(404);
  });

  describe("the home page's banner", () => {
    const welcome = (value: number) =>
      w.db.updateTable("users").set({ need_show_welcome: value }).where("id", "=", w.people.employee.id).execute();
    beforeAll(async () => {
      const image = await w.addImage();
      await w.post("emilia", "/emilia/phrase/add", { imageId: image, phraseNewEditor: "<p>Загляните в справочник</p>" });
    });

    it("is not drawn while the welcome message is due", async () => {
      await welcome(1);
      // Not even its place: the script has nothing to wait for.
      expect(await (await page("employee", "/")).text()).not.toContain("data-emilia-slot");
    });

    it("is a <noscript> block with a close form once the welcome is done, a plain block in lite mode", async () => {
      await welcome(0);
      const html = await (await page("employee", "/")).text();
      expect(html).toMatch(
        /<noscript><section class="emilia-banner"[^>]*data-emilia-banner=""[^]*Загляните в справочник[^]*<form method="post" action="\/emilia\/banner\/close"/,
      );
      // In the page once: not again in its hydration data.
      expect(html.split("Загляните в справочник")).toHaveLength(2);
      const lite = await (await page("employee", "/", "; portal_lite=1")).text();
      expect(lite).not.toContain("<script");
      expect(lite).toMatch(/<div data-emilia-slot=""><section class="emilia-banner"[^]*Загляните в справочник/);
    });

    it("closes for the browser session: a cookie without expiry, and the page comes back without it", async () => {
      await welcome(0);
      const closed = await post("employee", "/emilia/banner/close", new URLSearchParams({ redirectTo: "/main" }));
      expect(closed.status).toBe(303);
      expect(closed.headers.get("location")).toBe("/main");
      const cookie = closed.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^portal_emilia_closed=1; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(await (await page("employee", "/", "; portal_emilia_closed=1")).text()).not.toContain("data-emilia-banner");
      expect(await (await page("employee", "/")).text()).toContain("data-emilia-banner");
    });
  });
});
