// Drag and drop ordering of a guide section's articles (JavaScript only; the arrows, which work without
// it, are in guide.spec.ts). The editor works in a section of its own, removed at the end.
import { type Page } from "@playwright/test";
import { DEMO, expect, isNoJs, ru, signInByPost, test, withDb } from "./helpers";

function sectionWith(names: string[]) {
  return withDb((db) => {
    const at = new Date().toISOString();
    const section = Number(
      db
        .prepare("insert into guide_sections (name, parent_id, sort, created_at, updated_at) values (?, null, 99, ?, ?)")
        .run(`Перетаскивание ${Date.now()}`, at, at).lastInsertRowid,
    );
    const insert = db.prepare(
      "insert into guide_articles (section_id, name, status, content_new_editor, new_editor, sort, created_at, updated_at, publish_date) values (?, ?, 'PUBLISHED', ?, 1, ?, ?, ?, ?)",
    );
    const ids = names.map((name, i) => Number(insert.run(section, name, `<p>${name}</p>`, i, at, at, at).lastInsertRowid));
    return {
      path: `/knowledge/guide/${section}`,
      ids,
      remove: () =>
        withDb((d) => {
          d.prepare("delete from guide_articles where section_id = ?").run(section);
          d.prepare("delete from guide_sections where id = ?").run(section);
        }),
    };
  });
}

const articleNames = (page: Page) => page.locator(".guide-articles h3").allTextContents();

test("an editor in edit mode drags an article to the top and the order is saved", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "dragging needs JavaScript; without it the arrows reorder (guide.spec.ts)");
  const own = sectionWith(["Первая статья", "Вторая статья", "Третья статья"]);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPost(page, DEMO.editor.phone);
    await page.goto(own.path);
    await expect.poll(() => articleNames(page)).toEqual(["Первая статья", "Вторая статья", "Третья статья"]);
    const editMode = page.getByRole("button", { name: ru.guide.page.editModeOn });
    if (await editMode.count()) await editMode.click();
    const handle = (id: number) => page.locator(`#article-${id} .drag-handle`);
    await expect(handle(own.ids[2]!)).toBeVisible();
    // The handles show at hydration; dragging works once the lazy sortablejs chunk listens (under load the
    // drag came first and moved nothing).
    await expect(page.locator(".guide-articles[data-sortable]")).toBeAttached();
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/knowledge/guide"));
    await handle(own.ids[2]!).dragTo(handle(own.ids[0]!));
    await saved;
    await expect.poll(() => articleNames(page)).toEqual(["Третья статья", "Первая статья", "Вторая статья"]);
    await page.reload();
    await expect.poll(() => articleNames(page)).toEqual(["Третья статья", "Первая статья", "Вторая статья"]);
  } finally {
    own.remove();
  }
});
