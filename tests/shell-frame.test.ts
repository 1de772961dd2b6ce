// The signed-in frame's cost and privacy (issue #40): every page's shell runs three statements (the session with
// its roles, the person with their unread count, the bell's list), whatever the menu and the notifications;
// the menu and the header's help link are read once per READ_MOSTLY_MS; the menu's lists are HTML rendered
// once per menu, rights and active link, the same for everyone with those and with nothing of a person in them.
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";
import { isOutboxStatement } from "./helpers/statements";

describe("the signed-in frame", () => {
  let portal: TestPortal;
  let server: TestServer;
  let statements: string[] = [];
  let counting = false;
  const cookies: Record<"olga" | "petr" | "admin", string> = { olga: "", petr: "", admin: "" };
  let olgaId = 0;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", {
      realClock: true,
      onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql),
    });
    const db = portal.db.kysely;
    // A menu of 12 sections, one with a submenu of 3, before the first page reads it.
    for (let i = 1; i <= 12; i++)
      await db
        .insertInto("nav_items")
        .values({ name: `Раздел ${i}`, link: `/section-${i}`, sort: i })
        .execute();
    const knowledge = await db
      .insertInto("nav_items")
      .values({ name: "База знаний", link: "/knowledge/guide", sort: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [i, link] of ["/knowledge/guide", "/knowledge/faq", "/knowledge/glossary"].entries())
      await db
        .insertInto("nav_items")
        .values({ name: `Знания ${i}`, link, parent_id: knowledge.id, sort: i })
        .execute();
    await portal.services.settings.set("FAQ_PORTAL_ID", "7");
    const olga = await createPerson(portal, { password: "frame-pass-1", name: "Ольга", surname: "Звонарёва" });
    const petr = await createPerson(portal, { password: "frame-pass-2", name: "Пётр", surname: "Звягинцев" });
    const admin = await createPerson(portal, {
      password: "frame-pass-3",
      name: "Анна",
      surname: "Админова",
      roles: ["ROLE_ADMINISTRATOR"],
    });
    olgaId = olga.id;
    server = await startTestServer(portal, { build });
    cookies.olga = await signInWithForm(server, olga.phone, "frame-pass-1");
    cookies.petr = await signInWithForm(server, petr.phone, "frame-pass-2");
    cookies.admin = await signInWithForm(server, admin.phone, "frame-pass-3");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  async function page(url: string, who: keyof typeof cookies) {
    await portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await fetch(`${server.url}${url}`, { headers: { cookie: cookies[who] } });
    const html = await response.text();
    counting = false;
    expect(response.status, url).toBe(200);
    return { html, statements: [...statements] };
  }

  /** The inner HTML of the element with this id (the lists hold no element with an id of their own but links). */
  const list = (html: string, id: string) => {
    const start = html.indexOf(`id="${id}"`);
    expect(start, id).toBeGreaterThan(0);
    const open = html.indexOf(">", start) + 1;
    let depth = 1;
    const tags = /<(\/?)ul\b[^>]*>/g;
    tags.lastIndex = open;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) return html.slice(open, m.index);
    }
    throw new Error(`${id} is not closed`);
  };

  it("runs three statements a page, whatever the unread notifications", async () => {
    await page("/socket", "olga"); // the first page of the process reads the menu and the settings
    const quiet = await page("/socket", "olga");
    expect(quiet.statements).toHaveLength(3);
    for (let i = 0; i < 30; i++)
      await portal.db.kysely
        .insertInto("notifications")
        .values({
          user_id: olgaId,
          type: "SYSTEM",
          text: `Новость ${i}`,
          variables: "[]",
          object_id: null,
          claim_status: null,
          showed: 0,
          create_date: new Date().toISOString(),
        })
        .execute();
    const busy = await page("/socket", "olga");
    expect(busy.statements).toHaveLength(3);
    expect(busy.html).toContain("Новость 29");
    expect(busy.statements.some((s) => /nav_items|settings/.test(s))).toBe(false);
  });

  it("shows two people with the same rights the same menu lists, with nothing of either in them", async () => {
    const olga = (await page("/socket", "olga")).html;
    const petr = (await page("/socket", "petr")).html;
    for (const id of ["main-nav-list", "menu-panel-list", "quick-links"]) {
      expect(list(olga, id)).toBe(list(petr, id));
      for (const name of ["Ольга", "Звонарёва", "Пётр", "Звягинцев"]) expect(list(olga, id)).not.toContain(name);
    }
    // The frame around them is each person's own.
    expect(olga).toContain("Звонарёва");
    expect(petr).toContain("Звягинцев");
    expect(petr).not.toContain("Звонарёва");
    expect(list(olga, "menu-panel-list")).toContain('href="/knowledge/faq/7"');
    expect(list(olga, "menu-panel-list")).not.toContain('href="/admin"');
    expect(list((await page("/socket", "admin")).html, "menu-panel-list")).toContain('href="/admin"');
  });

  it("marks the page's own section and its submenu link active, and nothing on a page outside the menu", async () => {
    const faq = (await page("/knowledge/faq", "olga")).html;
    expect(list(faq, "main-nav-list")).toMatch(/<a[^>]*class="active"[^>]*aria-current="page"[^>]*href="\/knowledge\/faq"/);
    expect(list(faq, "main-nav-list").match(/aria-current/g)).toHaveLength(1);
    const soon = (await page("/socket", "olga")).html;
    for (const id of ["main-nav-list", "menu-panel-list", "quick-links"]) expect(list(soon, id)).not.toContain("aria-current");
  });

  it("sends a page gzipped at the cheap level, within 10 % of the default level's size", async () => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const request = http.get(`${server.url}/socket`, { headers: { cookie: cookies.olga, "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    const html = zlib.gunzipSync(raw.body);
    expect(html.toString()).toContain("Звонарёва");
    expect(raw.body.length).toBeLessThan(html.length / 3);
    expect(raw.body.length).toBeLessThanOrEqual(zlib.gzipSync(html, { level: 6 }).length * 1.1);
  });

  it("shows a changed help link at once on the process that changed it", async () => {
    await portal.services.settings.set("FAQ_PORTAL_ID", "8");
    expect(list((await page("/socket", "olga")).html, "menu-panel-list")).toContain('href="/knowledge/faq/8"');
  });
});
