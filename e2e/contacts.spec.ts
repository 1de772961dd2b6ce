// The contacts directory, JavaScript on and off. Isolation from other journeys: the browsing journey
// signs in as a seeded employee of its own (SLOTS.contacts), so its recent contacts and favourites
// are its own; the editor's journey works in a category it creates for itself (per project and run)
// under "Служебные телефоны", with records of its own, and removes it at the end.
import { type Locator, type Page } from "@playwright/test";
import { DEMO, expect, expectPath, givePassword, isNoJs, pickPerson, ru, signIn, SLOTS, test, withDb } from "./helpers";

const t = ru.contacts;

/** A category of this journey with two service records (or `records` named "Запись 01"…); returns its path and cleanup. */
function ownCategory(label: string, records = 0) {
  return withDb((db) => {
    const root = db
      .prepare<[], { id: number }>("select id from contact_categories where name = 'Служебные телефоны' and parent_id is null")
      .get()!;
    const at = new Date().toISOString();
    const category = db.prepare("insert into contact_categories (name, parent_id, sort) values (?, ?, 99)").run(label, root.id)
      .lastInsertRowid as number;
    const insert = db.prepare(
      "insert into contacts (category_id, kind, name, position, telephone, sort, created_at, updated_at) values (?, 'another', ?, ?, ?, ?, ?, ?)",
    );
    if (records === 0) {
      insert.run(category, "Альфа-линия", "Первая запись", "+7 (495) 100-70-01", 0, at, at);
      insert.run(category, "Бета-линия", "Вторая запись", "+7 (495) 100-70-02", 1, at, at);
    }
    for (let i = 1; i <= records; i++)
      insert.run(category, `Запись ${String(i).padStart(2, "0")}`, "Служебная линия", "+7 (495) 100-70-01", i, at, at);
    return {
      path: `${root.id}/${category}`,
      remove: () => withDb((d) => d.prepare("delete from contact_categories where id = ?").run(category)),
    };
  });
}

/** The card names of the category page, in order. */
const cardNames = (page: Page) => page.getByRole("main").locator(".contact-list .contact-card__name").allTextContents();

/** Opens the tree branch of a category (its toggle), then follows the category's link. */
async function openInTree(page: Page, branches: string[], leaf: string) {
  const tree = page.getByRole("navigation", { name: t.categoriesNav });
  for (const name of branches) {
    const toggle = tree.getByLabel(t.expand(name), { exact: true });
    const branch = toggle.locator("xpath=..");
    if (!(await branch.evaluate((d) => (d as HTMLDetailsElement).open))) await toggle.click();
    await expect(branch).toHaveAttribute("open", "");
  }
  await tree.getByRole("link", { name: leaf, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: leaf })).toBeVisible();
}

/**
 * With JavaScript, marks the window once the page is hydrated (a star's script-only input is there, or a
 * category's list posts its cards' forms itself); `stillSamePage` then proves an action ran through a
 * fetcher, without a reload.
 */
async function markPage(page: Page, noJs: boolean) {
  if (noJs) return;
  await expect(page.locator('input[name="js"], .contact-list[data-live]').first()).toBeAttached();
  await page.evaluate(() => ((window as unknown as { contactsMark: number }).contactsMark = 1));
}
async function stillSamePage(page: Page, noJs: boolean) {
  if (noJs) return;
  expect(await page.evaluate(() => (window as unknown as { contactsMark?: number }).contactsMark)).toBe(1);
}

const toast = (page: Page, text: string) => expect(page.locator(".toast").filter({ hasText: text })).toBeVisible();

test("browse to a department, open a card, star it, find it in favourites, unstar it", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.contacts, testInfo);
  const password = "Контакты-2026";
  await givePassword(person, password);
  await signIn(page, person.phone, password, "/v2/contacts");
  await expectPath(page, "/v2/contacts");
  await expect(page.getByRole("heading", { level: 1, name: t.directory })).toBeVisible();
  await expect(page.getByText(t.recentEmpty)).toBeVisible();
  await expect(page.getByText(t.favoritesEmpty)).toBeVisible();

  // The tree: Управляющая компания is open on the start page; open Коммерческий департамент.
  await openInTree(page, ["Управляющая компания", "Коммерческий департамент"], "Отдел закупок");
  await expect(page.getByRole("navigation", { name: t.breadcrumb })).toContainText("Коммерческий департамент");
  const firstCard: Locator = page.getByRole("main").locator(".contact-list article").first();
  const name = (await firstCard.locator(".contact-card__name").textContent())!.trim();
  expect(name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+/);
  await expect(firstCard.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(firstCard.getByRole("link", { name: t.suggest })).toHaveAttribute(
    "href",
    /^\/suggest-correction\?sourceURL=%2Fv2%2Fcontacts%2F\d+%2F\d+%2F\d+%23contact-\d+$/,
  );

  // Star it in the list and take it back: in place with JavaScript, the page back at the card without.
  await markPage(page, isNoJs(testInfo));
  // With JavaScript the star lights while its post is on its way (held here until it has been seen).
  let letPostGo = () => {};
  const held = new Promise<void>((resolve) => (letPostGo = resolve));
  if (!isNoJs(testInfo))
    await page.route("**/favorites/update*", async (route) => {
      await held;
      await route.continue();
    });
  await firstCard.getByRole("button", { name: ru.favorites.starOf(name) }).click();
  if (!isNoJs(testInfo)) {
    await expect(page.locator(".contact-list > li").first()).toHaveAttribute("data-star", "on");
    await expect(firstCard.locator(".star path")).toHaveCSS("fill", /rgb/);
  }
  letPostGo();
  await toast(page, ru.favorites.added);
  await expect(firstCard.getByRole("button", { name: ru.favorites.unstarOf(name) })).toHaveAttribute("aria-pressed", "true");
  await firstCard.getByRole("button", { name: ru.favorites.unstarOf(name) }).click();
  await toast(page, ru.favorites.removed);
  await expect(firstCard.getByRole("button", { name: ru.favorites.starOf(name) })).toHaveAttribute("aria-pressed", "false");
  await stillSamePage(page, isNoJs(testInfo));

  // The card page records the visit: it is in the recent contacts of the start page.
  await firstCard.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/contacts\/card\/\d+$/);
  await page.getByRole("navigation", { name: t.categoriesNav }).getByRole("link", { name: t.categories }).click();
  await expectPath(page, "/v2/contacts");
  const recent = page.getByRole("region", { name: t.recent });
  await expect(recent.getByRole("link", { name, exact: true })).toBeVisible();

  // Star it on the card page.
  await recent.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await markPage(page, isNoJs(testInfo));
  await page.getByRole("button", { name: ru.favorites.starOf(name) }).click();
  await toast(page, ru.favorites.added);
  await expect(page.getByRole("button", { name: ru.favorites.unstarOf(name) })).toBeVisible();
  await stillSamePage(page, isNoJs(testInfo));

  // Favourites: the header's star leads there; the card is listed with its star on.
  await page.getByRole("banner").getByRole("link", { name: ru.shell.favorites }).click();
  await expectPath(page, "/favorites?type=CONTACT");
  await expect(page.getByRole("navigation", { name: ru.favorites.types }).getByRole("link", { name: /Контакты/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: ru.favorites.unstarOf(name) }).click();
  await toast(page, ru.favorites.removed);
  // Without JavaScript the page came back, at the card's place.
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/favorites\?type=CONTACT#contact-\d+$/);
  await page.reload();
  await expect(page.getByText(ru.favorites.emptyContacts)).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
});

test("a contact editor reorders cards and adds, changes and deletes a service record", async ({ page }, testInfo) => {
  const own = ownCategory(`Проверка справочника ${testInfo.project.name} ${Date.now()}`);
  try {
    await signIn(page, DEMO.editor.phone, undefined, `/v2/contacts/${own.path}`);
    await expectPath(page, `/v2/contacts/${own.path}`);
    await expect.poll(() => cardNames(page)).toEqual(["Альфа-линия", "Бета-линия"]);

    // The arrows: Альфа goes down; the order is saved.
    await expect(page.getByRole("button", { name: t.moveUp("Альфа-линия") })).toBeDisabled();
    await markPage(page, isNoJs(testInfo));
    await page.getByRole("button", { name: t.moveDown("Альфа-линия") }).click();
    await expect.poll(() => cardNames(page)).toEqual(["Бета-линия", "Альфа-линия"]);
    if (isNoJs(testInfo)) await toast(page, t.sorted);
    await stillSamePage(page, isNoJs(testInfo));
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(["Бета-линия", "Альфа-линия"]);
    await page.getByRole("button", { name: t.moveUp("Альфа-линия") }).click();
    await expect.poll(() => cardNames(page)).toEqual(["Альфа-линия", "Бета-линия"]);

    // Add: errors show under their fields and nothing typed is lost.
    await page.getByRole("link", { name: t.addService }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.newTitle })).toBeVisible();
    await page.getByRole("button", { name: t.create }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await page.getByLabel(t.fieldName).fill("Гамма-линия");
    await page.getByLabel(t.fieldTelephone).fill("8 (800) 100-70-03\n+7 (495) 100-70-04 доб. 12");
    await page.getByLabel(t.fieldEmail).fill("не почта");
    await page.getByRole("button", { name: t.create }).click();
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await expect(page.getByLabel(t.fieldName)).toHaveValue("Гамма-линия");
    await expect(page.getByLabel(t.fieldTelephone)).toHaveValue("8 (800) 100-70-03\n+7 (495) 100-70-04 доб. 12");
    await page.getByLabel(t.fieldEmail).fill("gamma@portal.example");
    await page.getByRole("button", { name: t.create }).click();
    await toast(page, t.created);
    await expect(page).toHaveURL(new RegExp(`/v2/contacts/${own.path}#contact-\\d+$`));
    await expect.poll(() => cardNames(page)).toEqual(["Альфа-линия", "Бета-линия", "Гамма-линия"]);
    const gamma = page.getByRole("article", { name: "Гамма-линия" });
    await expect(gamma.getByRole("link", { name: "8 (800) 100-70-03" })).toHaveAttribute("href", "tel:88001007003");
    await expect(gamma.getByRole("link", { name: "+7 (495) 100-70-04 доб. 12" })).toHaveAttribute("href", "tel:+74951007004");
    await expect(gamma.getByRole("link", { name: "gamma@portal.example" })).toHaveAttribute("href", "mailto:gamma@portal.example");

    // Change.
    await gamma.getByRole("link", { name: t.editOf("Гамма-линия") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.editTitle })).toBeVisible();
    await expect(page.getByLabel(t.fieldName)).toHaveValue("Гамма-линия");
    await page.getByLabel(t.fieldName).fill("Гамма-линия 2");
    await page.getByLabel(t.fieldPosition).fill("Круглосуточно");
    await page.getByRole("button", { name: t.save }).click();
    await toast(page, t.updated);
    const changed = page.getByRole("article", { name: "Гамма-линия 2" });
    await expect(changed.getByText("Круглосуточно")).toBeVisible();

    // Delete: a second step, which can be cancelled.
    await changed.getByRole("link", { name: t.editOf("Гамма-линия 2") }).click();
    await page.getByRole("link", { name: t.delete }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.deleteTitle })).toBeVisible();
    await page.getByRole("link", { name: t.cancel }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.editTitle })).toBeVisible();
    await page.getByRole("link", { name: t.delete }).click();
    await page.getByRole("button", { name: t.deleteConfirm }).click();
    await toast(page, t.deleted);
    await expectPath(page, `/v2/contacts/${own.path}`);
    await expect.poll(() => cardNames(page)).toEqual(["Альфа-линия", "Бета-линия"]);
  } finally {
    own.remove();
  }
});

test("an employee sees no editing controls, and a path that is no category is the 404 page", async ({ page }) => {
  await signIn(page, DEMO.employee.phone, undefined, "/v2/contacts");
  await openInTree(page, ["Служебные телефоны"], "Ресепшн и охрана");
  await expect(page.getByRole("main").locator(".contact-list article").first()).toBeVisible();
  await expect(page.getByRole("link", { name: t.addService })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Переместить/ })).toHaveCount(0);
  await expect(page.locator('a[href^="/v2/contacts/another/"]')).toHaveCount(0);

  const missing = await page.goto("/v2/contacts/99999/88888");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: ru.pages.notFoundTitle })).toBeVisible();
  const forbidden = await page.goto("/v2/contacts/another/new?categoryId=1");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: ru.pages.forbiddenTitle })).toBeVisible();

  const structure = await page.goto("/structure");
  expect(structure?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: ru.structure.title })).toBeVisible();
  await page.getByRole("link", { name: "Отдел закупок", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Отдел закупок" })).toBeVisible();
});

test("a long category comes in pages: «Далее» and «Назад» without JavaScript, «Показать ещё» with it", async ({ page }, testInfo) => {
  const own = ownCategory(`Длинная категория ${testInfo.project.name} ${Date.now()}`, 25);
  const names = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Запись ${String(from + i).padStart(2, "0")}`);
  try {
    await signIn(page, DEMO.employee.phone, undefined, `/v2/contacts/${own.path}`);
    await expect(page.getByText(t.count(25))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(names(1, 20));
    const pager = page.getByRole("navigation", { name: t.pages });
    await expect(pager.getByRole("link", { name: t.prevPage })).toHaveCount(0);
    if (isNoJs(testInfo)) {
      await pager.getByRole("link", { name: t.nextPage }).click();
      await expect(page).toHaveURL(new RegExp(`/v2/contacts/${own.path}\\?after=\\d+-\\d+$`));
      await expect.poll(() => cardNames(page)).toEqual(names(21, 25));
      await expect(pager.getByRole("link", { name: t.nextPage })).toHaveCount(0);
      await pager.getByRole("link", { name: t.prevPage }).click();
      await expect.poll(() => cardNames(page)).toEqual(names(1, 20));
    } else {
      await expect(pager.getByRole("link", { name: t.nextPage })).toHaveCount(0);
      await markPage(page, false);
      await pager.getByRole("button", { name: t.showMore }).click();
      await expect.poll(() => cardNames(page)).toEqual(names(1, 25));
      await expect(pager).toHaveCount(0);
      await expectPath(page, `/v2/contacts/${own.path}`);
      await stillSamePage(page, false);
    }
  } finally {
    own.remove();
  }
});

test("on a 360 px phone the cards stand one a row, nothing scrolls sideways, words are not cut", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO.employee.phone, undefined, "/v2/contacts");
  // The search's placeholder fits its field.
  const search = page.getByRole("search", { name: t.searchLabel }).getByRole("searchbox");
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const probe = document.createElement("span");
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(input).font}`;
    probe.textContent = input.placeholder;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(input);
    return width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(fits).toBe(true);

  await page.goto("/v2/contacts/1/5/6");
  const cards = page.getByRole("main").locator(".contact-list > li");
  await expect(cards.first()).toBeVisible();
  const layout = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll(".contact-list > li")].map((li) => li.getBoundingClientRect());
    // A word cut in two would leave a line starting inside it: compare each e-mail's and name's text
    // wrapping with the places it may wrap (spaces, and after @ or a dot in an e-mail).
    const cut = [...document.querySelectorAll(".contact-card__email, .contact-card__name a")].filter((el) => {
      const range = document.createRange();
      const text = el.textContent ?? "";
      const lineStarts: number[] = [];
      let top = -1;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? "").length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0 && rect.top > top + 2) {
            if (top >= 0) lineStarts.push(offset + i);
            top = rect.top;
          }
        }
        offset += (node.textContent ?? "").length;
      }
      return lineStarts.some((i) => !/[\s@.]/.test(text[i - 1] ?? " "));
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      lefts: new Set(boxes.map((b) => Math.round(b.left))).size,
      rows: new Set(boxes.map((b) => Math.round(b.top))).size,
      count: boxes.length,
      cut: cut.map((el) => el.textContent),
    };
  });
  expect(layout.scrollWidth).toBeLessThanOrEqual(360);
  expect(layout.lefts).toBe(1);
  expect(layout.rows).toBe(layout.count);
  expect(layout.cut).toEqual([]);
});
