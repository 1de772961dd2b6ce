// /user/{id}/notification/settings as a browser without JavaScript meets it (the real Remix build
// behind the real Express app): a plain POST form of checkboxes per family, "На портале" and "Push";
// what is saved is what notify() obeys; another person's id is refused (403) for reading and saving.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../app/features/notifications/index.server";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

describe("the notification settings page", () => {
  let portal: TestPortal;
  let server: TestServer;
  let session: string;
  let me: { id: number };
  let other: { id: number };

  const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: session } });
  const post = (url: string, fields: [string, string][]) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  /** Whether the page's checkbox of this column and family is ticked. */
  const ticked = (html: string, name: string, family: string) => {
    const box = html
      .match(/<input type="checkbox"[^>]*>/g)
      ?.find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${family}"`));
    if (!box) throw new Error(`no ${name} box for ${family}`);
    return box.includes('checked=""');
  };

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    me = await createPerson(portal, { password: "employee-1" });
    other = await createPerson(portal, { password: "employee-2" });
    server = await startTestServer(portal, { build });
    session = await signInWithForm(
      server,
      (await portal.db.kysely.selectFrom("users").select("phone").where("id", "=", me.id).executeTakeFirstOrThrow()).phone,
      "employee-1",
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("is linked from the notifications page and lists each family with both boxes ticked by default", async () => {
    const list = await (await get(`/user/${me.id}/notification`)).text();
    expect(list).toContain(`href="/user/${me.id}/notification/settings"`);
    const response = await get(`/user/${me.id}/notification/settings`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="page-title">Настройки уведомлений</h1>');
    expect(html).toMatch(/<form method="post"[^>]*>/);
    for (const [family, name] of [
      ["POST", "Публикации и комментарии"],
      ["THANKS", "Благодарности"],
      ["WIKI_GUIDE", "Гид по компании"],
    ]) {
      expect(html).toContain(`<th scope="row">${name}</th>`);
      expect(ticked(html, "portal", family!)).toBe(true);
      expect(ticked(html, "push", family!)).toBe(true);
    }
  });

  it("saves what is ticked with a plain form post, shows it again, and notify() obeys «На портале»", async () => {
    const saved = await post(`/user/${me.id}/notification/settings`, [
      ["portal", "POST"],
      ["portal", "WIKI_GUIDE"],
      ["push", "THANKS"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/user/${me.id}/notification/settings`);
    const html = await (await get(`/user/${me.id}/notification/settings`)).text();
    expect(html).toContain("Настройки уведомлений сохранены");
    expect([ticked(html, "portal", "THANKS"), ticked(html, "push", "THANKS")]).toEqual([false, true]);
    expect([ticked(html, "portal", "POST"), ticked(html, "push", "POST")]).toEqual([true, false]);
    const written = await portal.db.kysely.transaction().execute((trx) =>
      notify(trx, {
        recipients: [me.id, other.id],
        type: "THANKS",
        variables: [
          { text: "Коллега", objectId: other.id },
          { text: "Спасибо", objectId: 1 },
        ],
        at: new Date().toISOString(),
      }),
    );
    expect(written).toBe(1);
  });

  it("refuses another person's settings (403), reading and saving", async () => {
    const page = await get(`/user/${other.id}/notification/settings`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Настройки уведомлений видит только их владелец.");
    const saving = await post(`/user/${other.id}/notification/settings`, [["portal", "POST"]]);
    expect(saving.status).toBe(403);
    const rows = await portal.db.kysely.selectFrom("notification_preferences").select("user_id").where("user_id", "=", other.id).execute();
    expect(rows).toEqual([]);
  });
});
