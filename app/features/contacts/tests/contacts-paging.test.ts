// A category page of the directory as a browser without JavaScript meets it (the real build behind
// the real Express app): 20 cards a page with «Назад» / «Далее» links, the same number of SQL queries
// for a category of 10 cards as for one of 100, headings in order, e-mails that wrap only after "@"
// or ".", and avatar colours legible under white initials.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_COLORS } from "~/shared/ui/avatar";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { buildDirectory, PASSWORD, type Directory } from "./contacts-fixture";

/** Names of the cards on a page, in order. */
const cardNames = (html: string) => [...html.matchAll(/<h[23] class="contact-card__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
/** The href of the pager link with this text, HTML entities decoded. */
const pagerHref = (html: string, text: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find((m) => m[2] === text)?.[1]?.replace(/&amp;/g, "&") ?? null;

/** WCAG contrast ratio of a colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe("contacts category pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let dir: Directory;
  let employee: string;
  /** SQL of the queries run while `counting` is on. */
  const queries: string[] = [];
  let counting = false;
  /** Categories of 10, 45 and 100 service records ("Запись 001"…), ids. */
  const big: Record<10 | 45 | 100, number> = { 10: 0, 45: 0, 100: 0 };

  const get = (url: string, cookie = employee) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookie } });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const names = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Запись ${String(from + i).padStart(3, "0")}`);

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true, onQuery: (sql) => counting && queries.push(sql) });
    server = await startTestServer(portal, { build });
    dir = await buildDirectory(portal, server);
    const { phone } = await portal.db.kysely
      .selectFrom("users")
      .select("phone")
      .where("id", "=", dir.people.employee)
      .executeTakeFirstOrThrow();
    employee = await signInWithForm(server, phone, PASSWORD);
    const db = portal.db.kysely;
    const at = new Date().toISOString();
    for (const size of [10, 45, 100] as const) {
      const category = (
        await db
          .insertInto("contact_categories")
          .values({ name: `Категория ${size}`, parent_id: null, sort: 5 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      big[size] = category;
      // Inserted in reverse, sorted by `sort`: the page follows the category's order, not the ids.
      for (let i = size; i >= 1; i--) {
        await db
          .insertInto("contacts")
          .values({
            category_id: category,
            kind: "another",
            name: `Запись ${String(i).padStart(3, "0")}`,
            email: `record${i}@portal.example`,
            sort: i,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("shows 20 cards a page with «Далее» and «Назад» links that work without JavaScript", async () => {
    const base = `/v2/contacts/${big[45]}`;
    const first = await page(base);
    expect(first).toContain("45 контактов");
    expect(cardNames(first)).toEqual(names(1, 20));
    expect(pagerHref(first, "Назад")).toBeNull();
    const toSecond = pagerHref(first, "Далее")!;
    expect(toSecond).toMatch(new RegExp(`^${base}\\?after=`));

    const second = await page(toSecond);
    expect(cardNames(second)).toEqual(names(21, 40));
    const third = await page(pagerHref(second, "Далее")!);
    expect(cardNames(third)).toEqual(names(41, 45));
    expect(pagerHref(third, "Далее")).toBeNull();

    const backToSecond = await page(pagerHref(third, "Назад")!);
    expect(cardNames(backToSecond)).toEqual(names(21, 40));
    const backToFirst = await page(pagerHref(backToSecond, "Назад")!);
    expect(cardNames(backToFirst)).toEqual(names(1, 20));
    expect(pagerHref(backToFirst, "Назад")).toBeNull();

    // A small category has no pager; a malformed cursor is the first page.
    expect(pagerHref(await page(`/v2/contacts/${big[10]}`), "Далее")).toBeNull();
    expect(cardNames(await page(`${base}?after=abc`))).toEqual(names(1, 20));
  });

  it("a card dragged on a later page keeps to that page's places; an employee may not reorder", async () => {
    const base = `/v2/contacts/${big[45]}`;
    const second = pagerHref(await page(base), "Далее")!;
    const ids = [...(await page(second)).matchAll(/<li id="contact-(\d+)"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(20);
    const { phone } = await portal.db.kysely
      .selectFrom("users")
      .select("phone")
      .where("id", "=", dir.people.editor)
      .executeTakeFirstOrThrow();
    const editor = await signInWithForm(server, phone, PASSWORD);
    const sort = (cookie: string) =>
      fetch(`${server.url}${base}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sort", categoryId: String(big[45]), sortIdList: [...ids].reverse().join(","), js: "1" }),
      });
    expect((await sort(employee)).status).toBe(200);
    expect(cardNames(await page(base))).toEqual(names(1, 20));
    expect((await sort(editor)).status).toBe(200);
    const first = await page(base);
    expect(cardNames(first)).toEqual(names(1, 20));
    const reordered = await page(pagerHref(first, "Далее")!);
    expect(cardNames(reordered)).toEqual(names(21, 40).reverse());
    expect(cardNames(await page(pagerHref(reordered, "Далее")!))).toEqual(names(41, 45));
  });

  it("makes the same number of SQL queries for a category of 10 cards as for one of 100", async () => {
    const count = async (url: string) => {
      queries.length = 0;
      counting = true;
      const html = await page(url);
      counting = false;
      return { queries: queries.length, cards: cardNames(html).length };
    };
    const ten = await count(`/v2/contacts/${big[10]}`);
    const hundred = await count(`/v2/contacts/${big[100]}`);
    expect(ten.cards).toBe(10);
    expect(hundred.cards).toBe(20);
    expect(hundred.queries).toBe(ten.queries);
    const later = await page(`/v2/contacts/${big[100]}`);
    expect(await count(pagerHref(later, "Далее")!)).toEqual({ queries: ten.queries, cards: 20 });
  });

  it("keeps headings in order and lets e-mails wrap only after @ or a dot", async () => {
    const html = await page(`/v2/contacts/${big[10]}`);
    // The page's h1, then the cards' names as h2 (no jump from h1 to h3).
    expect(html).toMatch(/<h1 class="page-title">Категория 10<\/h1>/);
    expect(html).toContain('<h2 class="contact-card__name">');
    expect(html).not.toContain('<h3 class="contact-card__name">');
    expect(html).toContain('href="mailto:record1@portal.example"');
    expect(html).toContain("record1@<wbr/>");
    expect(html).toContain("portal.<wbr/>");
    // The start page's search is a named landmark, beside the header's.
    expect(await page("/v2/contacts")).toMatch(/<form[^>]*role="search"[^>]*aria-label="Поиск по справочнику"/);
  });

  it("gives white avatar initials a contrast of at least 4.5:1 on every palette colour", () => {
    for (const colour of AVATAR_COLORS) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});
