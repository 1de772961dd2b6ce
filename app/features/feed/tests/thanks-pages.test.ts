// The thanks pages as a browser without JavaScript meets them (the real build behind the real Express app),
// on SQLite and PostgreSQL: /thanks with its colleague search and form (refusals beside the fields with
// the input kept, the toast, one thanks per form), deletion by the giver and news editors, a thanks's own
// pages and their 404s, the profile's paths left to their pages, and thanks merged into the feed on /
// newest first, every item exactly once across rel="next" pages. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { ru } from "../../../../tests/helpers/ru";
import { feedThanksMessages } from "../messages";
import { feedTalkMessages, thanksPageToasts } from "../messages.server";
import { createPerson } from "../../../../tests/helpers/portal";
import { department, type FeedPeople, openFeedPages, type Who } from "./fixture";

const t = feedThanksMessages;
const POSITION = "Кладовщик";
const DEPARTMENT = "Склад «Север»";
const toasts = thanksPageToasts;

const thanksIds = (html: string) => [...html.matchAll(/<article id="thanks-(\d+)"/g)].map((m) => Number(m[1]));
/** The feed's items in order: "p12" a post, "t3" a thanks. */
const feedItems = (html: string) => [...html.matchAll(/<article id="(post|thanks)-(\d+)"/g)].map((m) => `${m[1]![0]}${m[2]}`);
const nextHref = (html: string) => /<a rel="next" href="([^"]+)"/.exec(html)?.[1] ?? null;
const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
const textareaOf = (html: string) => /<textarea[^>]*name="text"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? null;

describe.each(await pageDialects())("thanks pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const cookies = {} as Record<Who, string>;

  const { get, html, post, postAndFollow } = formBrowser(() => server, cookies);
  const thank = (who: Who, to: Who, text: string) =>
    f.post(who, "/thanks/create", { userId: f.people[to].id, text }).then((r) => (ok(r) as { id: number }).id);

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
    // Семён Простов has a place in the directory: the colleague rows show it.
    const departmentId = await department(portal, DEPARTMENT);
    await createPerson(portal, { phone: f.people.other.phone, name: "Семён", surname: "Простов", position: POSITION, departmentId });
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out visitor to sign-in", async () => {
    for (const url of ["/thanks", "/thanks/1", "/main/thanks/1", "/news/thanks/1", "/user/1/1"]) {
      const response = await get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("finds a colleague without JavaScript: «Найти» GETs the page, colleagues come back as radio rows with position · department, the text kept", async () => {
    const q = (text: string) => `finder_userId_q=${encodeURIComponent(text)}`;
    const page = await html("/thanks", "employee");
    expect(page).toContain(t.formTitle);
    expect(page).toContain('name="finder_userId_q"');
    expect(page).toMatch(/formmethod="get"/i);
    const found = await html(`/thanks?${q("Простов")}&text=${encodeURIComponent("За помощь <b>")}`, "employee");
    // A labelled row: the radio, the name, and the position · department under it (the finder's rows).
    expect(found).toContain(`<label class="finder__option"><input type="radio" name="userId" value="${f.people.other.id}"/>`);
    expect(found).toContain('<span class="finder__label">Простов Семён</span>');
    expect(found).toContain(`<span class="finder__hint muted">${POSITION} · ${DEPARTMENT}</span>`);
    expect(textareaOf(found)).toBe("За помощь &lt;b&gt;");
    // Oneself is not offered; a short query says so; a chosen colleague stays chosen through a new search.
    const herself = new RegExp(`name="userId"[^>]*value="${f.people.employee.id}"`);
    expect(await html(`/thanks?${q("Иванова")}`, "editor")).toMatch(herself);
    expect(await html(`/thanks?${q("Иванова")}`, "employee")).not.toMatch(herself);
    expect(await html(`/thanks?${q("ab")}`, "employee")).toContain(ru.search.queryTooShort);
    const chosen = await html(`/thanks?userId=${f.people.other.id}&${q("Редакторов")}`, "employee");
    expect(chosen).toContain(`<input type="radio" name="userId" checked="" value="${f.people.other.id}"/>`);
    expect(chosen).toContain(`value="${f.people.editor.id}"`);
  });

  it("refuses beside the fields with the input kept, sends once with the toast", async () => {
    const token = tokenOf(await html("/thanks", "employee"));
    const refused = async (form: Record<string, string>, field: "userId" | "text", message: string) => {
      const response = await post("/thanks", "employee", { intent: "create", formToken: token, ...form });
      expect(response.status).toBe(400);
      const page = await response.text();
      const id = field === "text" ? '"thanks-text-error" role="alert"' : '"[^"]*-error"';
      expect(page).toMatch(new RegExp(`<p class="field__error" id=${id}>${message}</p>`));
      return page;
    };
    let page = await refused({ text: "Спасибо за отчёт", finder_userId_q: "Простов" }, "userId", t.choosePerson);
    expect(textareaOf(page)).toBe("Спасибо за отчёт");
    // The search typed before «Отправить» comes back with its colleagues, as after «Найти».
    expect(page).toContain('value="Простов"');
    expect(page).toContain(`name="userId" value="${f.people.other.id}"`);
    page = await refused({ userId: String(f.people.employee.id), text: "Себе" }, "userId", feedTalkMessages.thanksSelf);
    expect(page).toContain(`checked="" value="${f.people.employee.id}"`);
    expect(textareaOf(page)).toBe("Себе");
    page = await refused({ userId: String(f.people.other.id), text: "   " }, "text", feedTalkMessages.thanksEmpty);
    expect(page).toContain(`checked="" value="${f.people.other.id}"`);
    const long = "щ".repeat(1001);
    page = await refused({ userId: String(f.people.other.id), text: long }, "text", feedTalkMessages.thanksTooLong);
    expect(textareaOf(page)).toBe(long);
    // The token survived the refusals: the corrected form is sent, once.
    const form = { intent: "create", formToken: token, userId: String(f.people.other.id), text: "Спасибо за <помощь>" };
    const sent = await postAndFollow("/thanks", "employee", form, /^\/thanks#thanks-\d+$/);
    expect(sent.page).toContain(toasts.created);
    const id = Number(sent.location.split("-").at(-1));
    expect(thanksIds(sent.page)[0]).toBe(id);
    expect(sent.page).toContain("Спасибо за &lt;помощь&gt;");
    const again = await post("/thanks", "employee", form);
    expect(again.status).toBe(302);
    const list = ok(await f.get("employee", "/thanks/list", { userId: f.people.other.id })) as { content: { text: string }[] };
    expect(list.content.filter((x) => x.text === "Спасибо за <помощь>")).toHaveLength(1);
  });

  it("deletes by the giver and by news editors with the toast; others are refused", async () => {
    const mine = await thank("employee", "other", "Моя благодарность");
    const another = await thank("other", "employee", "Чужая благодарность");
    const page = await html("/thanks", "employee");
    expect(page).toMatch(new RegExp(`id="thanks-${mine}"[\\s\\S]*?value="thanks-delete"`));
    // The employee gets no «Удалить» on the other's thanks, and posting it anyway is refused.
    const card = /<article id="thanks-(\d+)"[\s\S]*?<\/article>/g;
    const other = [...page.matchAll(card)].find((m) => Number(m[1]) === another)?.[0] ?? "";
    expect(other).toContain("Чужая благодарность");
    expect(other).not.toContain("thanks-delete");
    let done = await postAndFollow(
      "/thanks",
      "employee",
      { intent: "thanks-delete", thanksId: String(another), back: "/thanks" },
      "/thanks",
    );
    expect(done.page).toContain(feedTalkMessages.thanksDeleteForbidden);
    done = await postAndFollow("/thanks", "employee", { intent: "thanks-delete", thanksId: String(mine), back: "/thanks" }, "/thanks");
    expect(done.page).toContain(toasts.deleted);
    expect(thanksIds(done.page)).not.toContain(mine);
    // A news editor deletes anyone's, from the feed too (back to where it was).
    done = await postAndFollow("/?index", "editor", { intent: "thanks-delete", thanksId: String(another), back: "/" }, "/");
    expect(done.page).toContain(toasts.deleted);
    expect((await get(`/thanks/${another}`, "employee")).status).toBe(404);
  });

  it("shows one thanks at its four addresses; unknown, deleted or someone else's: 404; the profile's paths keep their pages", async () => {
    const id = await thank("other", "employee", "За наставничество");
    const employee = f.people.employee.id;
    for (const url of [`/thanks/${id}`, `/main/thanks/${id}`, `/news/thanks/${id}`, `/user/${employee}/${id}`]) {
      const page = await html(url, "admin");
      expect(thanksIds(page), url).toEqual([id]);
      expect(page).toContain("За наставничество");
      expect(page).toContain("Семён Простов");
      expect(page).toContain("Мария Иванова");
    }
    const gone = await thank("other", "employee", "Удалю");
    ok(await f.post("other", "/thanks/delete", { id: gone }));
    for (const url of [
      `/user/${f.people.other.id}/${id}`,
      "/thanks/999999",
      "/thanks/abc",
      `/thanks/${gone}`,
      `/news/thanks/${gone}`,
      `/user/${employee}/999999`,
    ]) {
      const response = await get(url, "employee");
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain(t.notFound);
    }
    // Static segments of the profile outrank /user/{id}/{thanksId}, the club card's page among them.
    const edit = await html(`/user/${employee}/edit`, "employee");
    expect(edit).not.toContain(t.notFound);
    expect(edit).toContain('method="post"');
    expect(await html(`/user/${employee}/notification`, "employee")).toContain("<title>Уведомления");
    expect(await html(`/user/${employee}/club-card`, "employee")).toContain("<title>Карта клуба");
  });

  it("lists every thanks on /thanks, 20 a page by rel=next, without duplicates", async () => {
    await portal.db.kysely.deleteFrom("thanks").execute();
    const made: number[] = [];
    for (let i = 0; i < 25; i++) made.push(await thank(i % 2 ? "other" : "admin", i % 2 ? "employee" : "other", `Спасибо ${i}`));
    const one = await html("/thanks", "employee");
    expect(thanksIds(one)).toEqual(made.slice(5).reverse());
    const next = nextHref(one);
    expect(next).toMatch(/^\?after=[\w-]+$/);
    const two = await html(`/thanks${next}`, "employee");
    expect(thanksIds(two)).toEqual(made.slice(0, 5).reverse());
    expect(nextHref(two)).toBeNull();
  });

  it("merges thanks into the feed by date, the pinned post first, each item once across pages", async () => {
    const db = portal.db.kysely;
    await db.deleteFrom("thanks").execute();
    await db.deleteFrom("posts").execute();
    const base = Date.parse("2024-01-01T00:00:00.000Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const expected: { key: string; date: string; fixed: boolean }[] = [];
    // 30 posts an hour apart; 28 thanks: some between posts, some on a post's very minute, some newer
    // than every post, some older than every post.
    for (let i = 0; i < 30; i++) {
      const { id } = ok(await f.post("editor", "/posts/create", { text: `Новость ${i}` })) as { id: number };
      await db
        .updateTable("posts")
        .set({ publish_date: at(i * 60) })
        .where("id", "=", id)
        .execute();
      expected.push({ key: `p${id}`, date: at(i * 60), fixed: false });
    }
    const thanksAt = [
      -30, -10, 15, 60, 60, 61, 130, 250, 250, 251, 400, 401, 402, 403, 404, 405, 406, 407, 900, 1200, 1740, 1741, 1800, 1900, 2000, 2100,
      2200, 2300,
    ];
    for (const [i, minute] of thanksAt.entries()) {
      const { id } = await db
        .insertInto("thanks")
        .values({ from_user_id: f.people.other.id, to_user_id: f.people.employee.id, text: `Спасибо ${i}`, created_at: at(minute) })
        .returning("id")
        .executeTakeFirstOrThrow();
      expected.push({ key: `t${id}`, date: at(minute), fixed: false });
    }
    // The oldest post pinned: first of all, before newer thanks.
    const pinned = expected[0]!;
    ok(await f.post("editor", "/posts/set-fixed", { id: Number(pinned.key.slice(1)) }));
    pinned.fixed = true;
    const order = [...expected].sort((a, b) => {
      if (a.fixed !== b.fixed) return a.fixed ? -1 : 1;
      if (a.date !== b.date) return a.date < b.date ? 1 : -1;
      if (a.key[0] !== b.key[0]) return a.key[0] === "p" ? -1 : 1;
      return Number(b.key.slice(1)) - Number(a.key.slice(1));
    });
    const seen: string[] = [];
    const sizes: number[] = [];
    let url: string | null = "/";
    while (url) {
      const page = await html(url, "employee");
      const items = feedItems(page);
      sizes.push(items.length);
      seen.push(...items);
      const next = nextHref(page);
      url = next ? `/${next}` : null;
      expect(sizes.length).toBeLessThan(10);
    }
    expect(sizes).toEqual([20, 20, 18]);
    expect(seen).toEqual(order.map((x) => x.key));
    // A thanks given while paging appears on page 1, not again further on; a bad cursor gives page 1.
    const first = await html("/", "employee");
    const fresh = await thank("admin", "other", "Только что");
    const second = await html(`/${nextHref(first)}`, "employee");
    expect(feedItems(second)).toEqual(order.slice(20, 40).map((x) => x.key));
    expect(feedItems(await html("/", "employee"))[1]).toBe(`t${fresh}`);
    expect(feedItems(await html("/?after=bm90LWEtY3Vyc29y", "employee"))[0]).toBe(pinned.key);
  });
});
