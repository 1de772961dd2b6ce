// Drag and drop ordering of a category's cards (JavaScript only; the arrows, which work without it,
// are in contacts.spec.ts). The editor works in a category of its own, removed at the end.
import { type Page } from "@playwright/test";
import { DEMO, expect, isNoJs, signInByPost, test, withDb } from "./helpers";

function categoryWith(names: string[]) {
  return withDb((db) => {
    const root = db
      .prepare<[], { id: number }>("select id from contact_categories where name = 'Служебные телефоны' and parent_id is null")
      .get()!;
    const at = new Date().toISOString();
    const category = db
      .prepare("insert into contact_categories (name, parent_id, sort) values (?, ?, 98)")
      .run(`Перетаскивание ${Date.now()}`, root.id).lastInsertRowid as number;
    const insert = db.prepare(
      "insert into contacts (category_id, kind, name, sort, created_at, updated_at) values (?, 'another', ?, ?, ?, ?)",
    );
    const ids = names.map((name, i) => Number(insert.run(category, name, i, at, at).lastInsertRowid));
    return {
      path: `${root.id}/${category}`,
      ids,
      remove: () => withDb((d) => d.prepare("delete from contact_categories where id = ?").run(category)),
    };
  });
}

const cardNames = (page: Page) => page.getByRole("main").locator(".contact-list .contact-card__name").allTextContents();

test("an editor drags a card to the top and the order is saved", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "dragging needs JavaScript; without it the arrows reorder (contacts.spec.ts)");
  const own = categoryWith(["Первая линия", "Вторая линия", "Третья линия"]);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPost(page, DEMO.editor.phone);
    await page.goto(`/v2/contacts/${own.path}`);
    await expect.poll(() => cardNames(page)).toEqual(["Первая линия", "Вторая линия", "Третья линия"]);
    const handle = (id: number) => page.locator(`#contact-${id} .drag-handle`);
    await expect(handle(own.ids[2]!)).toBeVisible();
    // The handles show once the lazy sortablejs chunk listens (contacts.css hides them until the list is
    // marked); the mark is waited for as well, since a drag before it moved nothing and the save never came.
    await expect(page.locator(".contact-list[data-sortable]")).toBeAttached();
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/v2/contacts/${own.path}`));
    await handle(own.ids[2]!).dragTo(handle(own.ids[0]!));
    await saved;
    await expect.poll(() => cardNames(page)).toEqual(["Третья линия", "Первая линия", "Вторая линия"]);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(["Третья линия", "Первая линия", "Вторая линия"]);
  } finally {
    own.remove();
  }
});
