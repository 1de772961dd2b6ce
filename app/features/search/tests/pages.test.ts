// The search pages (issue #16 point 8) through the real build, without JavaScript: the form landings'
// 303s, the blocks of /search/all and /search-result (header, total, ≤ 10 links, «Все результаты» only
// above 10), one index by pages, the refusals (too short beside the refilled field, unknown index 404,
// broken encoding 400, signed out to the sign-in page), and lite mode without a script. Both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ru } from "../../../../tests/helpers/ru";
import { count, inputValue, text } from "../../../../tests/helpers/form-browser";
import { openSearchPages, SURNAMES, type SearchPages } from "./pages-fixture";

const t = ru.searchResults;
const enc = encodeURIComponent;
const ITEM = 'class="search-item"';
const ALL = `${t.allResults}<span class="visually-hidden">`;

/** The found items' titles, in order. */
const titles = (html: string) => [...text(html).matchAll(/class="search-item__title"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
/** The href of the pager link with this text, or null. */
const pagerHref = (html: string, label: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find((m) => m[2] === label)?.[1]?.replace(/&amp;/g, "&") ?? null;
/** The blocks' headers with their totals, in order ("Контакты Найдено: 25"). */
const headers = (html: string) =>
  [...text(html).matchAll(/<h2[^>]*class="search-block__header"[^>]*>([^<]*)<!-- -->\s*<span[^>]*>([^<]*)<\/span>/g)].map(
    (m) => `${m[1]!.trim()} ${m[2]}`,
  );

describe.each(await dialects())("the search pages on %s", (dialect) => {
  let s: SearchPages;

  beforeAll(async () => {
    s = await openSearchPages(dialect);
  }, 60_000);
  afterAll(async () => {
    await s?.server.close();
    await s?.portal.dispose();
  });

  it("sends the forms' /search?q= and the old mobile form's /search-result?text= on to /search/all/{cleaned} (303)", async () => {
    const header = await s.get(`/search?q=${enc("  Лампочкин%# ")}`, "reader");
    expect(header.status).toBe(303);
    expect(header.headers.get("location")).toBe(`/search/all/${enc("Лампочкин")}`);
    const mobile = await s.get(`/search-result?text=${enc("Лампочкин / склад")}`, "reader");
    expect(mobile.status).toBe(303);
    expect(mobile.headers.get("location")).toBe(`/search/all/${enc("Лампочкин / склад")}`);
    // Short but not empty: the results page refuses it beside the field (no loop back to /search).
    expect((await s.get(`/search?q=ab`, "reader")).headers.get("location")).toBe("/search/all/ab");
  });

  it("shows the search page at /search and /menu/search: a GET form to /search, as the header's, with a «Найти» button", async () => {
    for (const url of ["/search", "/menu/search", "/search-result"]) {
      const page = await s.html(url, "reader");
      expect(page, url).toMatch(/<form method="get" action="\/search" role="search"/);
      expect(page, url).toContain('name="q"');
      expect(page, url).toContain(`>${t.find}</button>`);
      expect(page, url).toContain(`<label for="search-page-field">${t.fieldLabel}</label>`);
      expect(page, url).not.toContain(ru.search.queryTooShort);
    }
    // Nothing left after stripping: the page again, the field refilled, the refusal under it.
    for (const url of [`/search?q=${enc("%%#")}`, `/search-result?text=${enc("^&")}`]) {
      const page = await s.html(url, "reader");
      expect(text(page), url).toContain(ru.search.queryTooShort);
      expect(page, url).toContain('aria-invalid="true"');
    }
    expect(inputValue(await s.html(`/search?q=${enc("%%#")}`, "reader"), "q")).toBe("%%#");
  });

  it("/search/all: the non-empty blocks in the spec's order, each with its total, ≤ 10 links and «Все результаты» only above 10", async () => {
    const page = await s.html(`/search/all/${enc("Лампочкин")}`, "reader");
    expect(text(page)).toContain(`<h1 class="page-title">${t.resultsTitle}</h1>`);
    expect(headers(page)).toEqual([`${ru.searchBlocks.CONTACT} ${t.found(25)}`, `${ru.searchBlocks.DEPARTMENT} ${t.found(1)}`]);
    expect(count(page, ITEM)).toBe(10 + 1);
    expect(
      titles(page)
        .slice(0, 10)
        .every((title) => title!.startsWith("Лампочкин ")),
    ).toBe(true);
    expect(titles(page)[10]).toBe("Лампочкинский склад");
    expect(count(page, /href="\/v2\/contacts\/\d+"/)).toBeGreaterThanOrEqual(11);
    // The contacts' block has more than it shows; the department's does not.
    expect(count(page, ALL)).toBe(1);
    expect(page).toContain(`href="/search/CONTACT/${enc("Лампочкин")}"`);
    // The page's field is refilled with the query (the header's stays empty: it is light on every page).
    expect(inputValue(page, "q")).toBe("Лампочкин");
    expect(page).not.toContain(t.nothingFound);
  });

  it("/search/all: exactly 10 found has no «Все результаты», 11 has; nothing found says so", async () => {
    const ten = await s.html(`/search/all/${enc("торшерова")}`, "reader");
    expect(headers(ten)).toEqual([`${ru.searchBlocks.CONTACT} ${t.found(SURNAMES.Торшерова)}`]);
    expect(count(ten, ITEM)).toBe(10);
    expect(count(ten, ALL)).toBe(0);
    const eleven = await s.html(`/search/all/${enc("Абажуров")}`, "reader");
    expect(headers(eleven)).toEqual([`${ru.searchBlocks.CONTACT} ${t.found(SURNAMES.Абажуров)}`]);
    expect(count(eleven, ITEM)).toBe(10);
    expect(count(eleven, ALL)).toBe(1);
    const none = text(await s.html(`/search/all/${enc("Несуществующий")}`, "reader"));
    expect(none).toContain(t.nothingFound);
    expect(count(none, ITEM)).toBe(0);
  });

  it("/search/all: retries (other layout, typos) only when no block finds the query as typed", async () => {
    // «лампочкинск» starts the department's name; in the contacts it is two letters from «лампочкин».
    const found = await s.html(`/search/all/${enc("лампочкинск")}`, "reader");
    expect(headers(found)).toEqual([`${ru.searchBlocks.DEPARTMENT} ${t.found(1)}`]);
    expect(text(found)).not.toContain(t.corrected("лампочкин"));
    // Found nowhere as typed: every block is retried, and the page says with what.
    const typo = await s.html(`/search/all/${enc("лампачкин")}`, "reader");
    expect(headers(typo)).toEqual([`${ru.searchBlocks.CONTACT} ${t.found(25)}`]);
    expect(text(typo)).toContain(t.corrected("лампочкин"));
  });

  it("/search-result: the spec's address of the same page as /search/all, its form to /search", async () => {
    const page = await s.html(`/search-result/${enc("Лампочкин")}`, "reader");
    expect(headers(page)).toEqual([`${ru.searchBlocks.CONTACT} ${t.found(25)}`, `${ru.searchBlocks.DEPARTMENT} ${t.found(1)}`]);
    expect(page).toContain('class="search-blocks"');
    expect(inputValue(page, "q")).toBe("Лампочкин");
    expect(page).toContain(`href="/search/CONTACT/${enc("Лампочкин")}"`);
  });

  it("/search/{INDEX}: 20 a page with «Назад»/«Далее», a page past the end empty with the true total, a bad page the first", async () => {
    const first = await s.html(`/search/contact/${enc("Лампочкин")}`, "reader");
    expect(text(first)).toContain(`<h1 class="page-title">${ru.searchBlocks.CONTACT}</h1>`);
    expect(count(first, ITEM)).toBe(20);
    expect(text(first)).toContain(t.found(25));
    expect(pagerHref(first, t.next)).toBe("?page=1");
    expect(pagerHref(first, t.back)).toBeNull();
    const second = await s.html(`/search/CONTACT/${enc("Лампочкин")}?page=1`, "reader");
    expect(count(second, ITEM)).toBe(5);
    expect(pagerHref(second, t.back)).toBe("?page=0");
    expect(pagerHref(second, t.next)).toBeNull();
    // The two pages hold the 25 people once each.
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(25);
    const past = text(await s.html(`/search/CONTACT/${enc("Лампочкин")}?page=7`, "reader"));
    expect(pagerHref(past, t.back)).toBe("?page=1");
    expect(pagerHref(past, t.next)).toBeNull();
    expect(count(past, ITEM)).toBe(0);
    expect(past).toContain(t.found(25));
    expect(past).toContain(t.pageEmpty);
    for (const bad of ["-1", "abc", "1.5", "99999999999"]) {
      expect(titles(await s.html(`/search/CONTACT/${enc("Лампочкин")}?page=${bad}`, "reader")), bad).toEqual(titles(first));
    }
    const none = text(await s.html(`/search/DEPARTMENT/${enc("Несуществующий")}`, "reader"));
    expect(none).toContain(t.nothingFound);
  });

  it("refuses a query under 3 characters beside the refilled field, on every results page, with 200", async () => {
    for (const [url, field] of [
      [`/search/all/${enc("ab")}`, "q"],
      [`/search/all/${enc("%%ab##")}`, "q"],
      [`/search/CONTACT/${enc("ab")}`, "q"],
      [`/search-result/${enc("ab")}`, "q"],
      ["/search/all/", "q"],
    ] as const) {
      const page = await s.html(url, "reader");
      expect(text(page), url).toContain(ru.search.queryTooShort);
      expect(page, url).toContain('aria-invalid="true"');
      expect(count(page, ITEM), url).toBe(0);
      expect(page, url).not.toContain(t.nothingFound);
      if (url.includes("ab")) expect(inputValue(page, field), url).toMatch(/ab/);
    }
  });

  it("answers an unknown index with the 404 page and a broken percent-encoding with a 400 page", async () => {
    for (const url of [`/search/NOPE/${enc("Лампочкин")}`, `/search/WIKI_ROLE/${enc("Лампочкин")}`]) {
      const response = await s.get(url, "reader");
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain(ru.pages.notFoundTitle);
    }
    for (const url of ["/search/all/%E0%A4%A", "/search-result/%E0%A4%A", "/search/CONTACT/%E0%A4%A", "/search/all/%"]) {
      const response = await s.get(url, "reader");
      // Express refuses the path before any route (server/app.ts): plain «Некорректный запрос», never a 500.
      expect(response.status, url).toBe(400);
      expect(await response.text(), url).toBe(ru.common.badRequest);
    }
  });

  it("sends a visitor not signed in to the sign-in page from every search page", async () => {
    for (const url of [
      `/search?q=${enc("Лампочкин")}`,
      "/menu/search",
      `/search/all/${enc("Лампочкин")}`,
      `/search/CONTACT/${enc("Лампочкин")}?page=1`,
      `/search-result/${enc("Лампочкин")}`,
      `/search-result?text=${enc("Лампочкин")}`,
    ]) {
      const response = await s.get(url, null);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location"), url).toBe(`/login?next=${enc(url)}`);
    }
  });

  it("renders the results in lite mode without a single script", async () => {
    const lite = `${s.cookies.reader}; portal_lite=1`;
    for (const url of [`/search/all/${enc("Лампочкин")}`, `/search/CONTACT/${enc("Лампочкин")}?page=1`, "/search"]) {
      const response = await fetch(`${s.server.url}${url}`, { headers: { Cookie: lite } });
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(html, url).not.toMatch(/<script|modulepreload/);
      expect(html, url).toContain('class="search-page');
    }
    expect(await s.html(`/search/all/${enc("Лампочкин")}`, "reader")).toMatch(/<script/);
  });
});
