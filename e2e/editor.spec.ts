// The rich-text editor on a real form (a new normative document): with JavaScript the ProseMirror
// editor replaces the textarea and what it makes (bold, a heading, a pasted image, a colour) is what
// the view page shows after saving; without JavaScript the textarea takes the same HTML.
import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect, isNoJs, ru, signInByPost, test } from "./helpers";

const t = ru.documents;
const ed = ru.editor;

/** Selects the word just before the cursor, the way a person does it from the keyboard. */
const selectWordBefore = (page: Page) => page.keyboard.press("Shift+Control+ArrowLeft");

/**
 * Selects `word` in the editor by these keys and then the word before the cursor. Keys can land before the
 * editor has the focus (back, after a toolbar click), so they are pressed again until the editor has the
 * focus and the word.
 */
async function selectByKeys(page: Page, editor: Locator, keys: string[], word: string) {
  await expect(async () => {
    for (const key of keys) await page.keyboard.press(key);
    await selectWordBefore(page);
    expect(await editor.evaluate((el) => el.contains(document.activeElement) && window.getSelection()?.toString())).toBe(word);
  }).toPass();
}

async function openCreateForm(page: Page, name: string) {
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/knowledge/documents/create/1");
  await page.getByLabel(t.fieldName).fill(name);
  await page.getByLabel(t.fieldStart).fill("2026-01-01");
}

async function publishAndOpen(page: Page, name: string) {
  await page.getByRole("button", { name: t.publish }).click();
  await expect(page.getByText(t.added)).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The editor, once it has taken the textarea's place. */
async function editorOf(page: Page) {
  const editor = page.getByRole("textbox", { name: t.fieldContent });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(page.locator("textarea[name=contentNewEditor]")).toBeHidden();
  return editor;
}

test("typing with bold and a heading in the editor is saved and shown", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the editor needs JavaScript; without it the textarea test below runs");
  const name = `Редактор: текст (${Date.now().toString(36)})`;
  await openCreateForm(page, name);
  const editor = await editorOf(page);
  const toolbar = page.getByRole("toolbar", { name: ed.toolbar });

  await editor.click();
  await page.keyboard.type("Порядок эвакуации");
  await toolbar.getByRole("combobox", { name: ed.blockType }).selectOption("h2");
  await expect(editor.getByRole("heading", { level: 2, name: "Порядок эвакуации" })).toBeVisible();

  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Выходите ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("спокойно");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" через ближайший");
  await expect(toolbar.getByRole("combobox", { name: ed.blockType })).toHaveValue("p");

  // The toolbar's bold on a selected word, and its pressed state.
  const bold = toolbar.getByRole("button", { name: ed.bold });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await selectByKeys(page, editor, ["End"], "ближайший");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(async () => {
    await page.keyboard.press("End");
    // Collapsed in the editor: a selection that looks collapsed while the button still has the focus
    // comes back as the word once the editor takes the focus, and the next keys replace it.
    expect(await editor.evaluate((el) => el.contains(document.activeElement) && window.getSelection()?.isCollapsed)).toBe(true);
  }).toPass();
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" выход.");
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await expect(editor.locator("strong", { hasText: "ближайший" })).toHaveText("ближайший");
  await expect(page.locator("textarea[name=contentNewEditor]")).toHaveValue(/<strong>ближайший<\/strong> выход\./);

  await publishAndOpen(page, name);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Порядок эвакуации" })).toBeVisible();
  await expect(main.locator("strong", { hasText: "спокойно" })).toHaveText("спокойно");
  await expect(main.locator("strong", { hasText: "ближайший" })).toHaveText("ближайший");
  await expect(main.getByText("через")).toBeVisible();
});

test("a pasted image is uploaded and a colour from the palette is kept", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "pasting and the palette need JavaScript");
  const name = `Редактор: картинка (${Date.now().toString(36)})`;
  await openCreateForm(page, name);
  const editor = await editorOf(page);
  const toolbar = page.getByRole("toolbar", { name: ed.toolbar });

  await editor.click();
  await page.keyboard.type("Схема выходов синим цветом");
  // A real 2×2 picture: the server checks what it receives.
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#3f51b5" } })
    .png()
    .toBuffer();
  await editor.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "image.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, png.toString("base64"));
  await expect(page.getByRole("status").filter({ hasText: ed.pasted })).toBeVisible();
  await expect(editor.locator("figure.rt-image img")).toHaveAttribute("src", /^\/files\/\d+-[0-9a-f]+\//);

  // A colour from the palette on one word; the tool then remembers it for the next one.
  await editor.getByText("Схема выходов").click();
  await selectByKeys(page, editor, ["End", "Control+ArrowLeft", "ArrowLeft"], "синим");
  await toolbar.getByRole("button", { name: ed.palette(ed.textColour) }).click();
  await toolbar.getByRole("button", { name: ed.colour("#3f51b5") }).click();
  const colourTool = toolbar.getByRole("button", { name: ed.textColour, exact: true });
  await expect(colourTool).toHaveAttribute("aria-pressed", "true");
  await selectByKeys(page, editor, ["End"], "цветом");
  await expect(colourTool).toHaveAttribute("aria-pressed", "false");
  await colourTool.click();
  await expect(colourTool).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => sessionStorage.getItem("portal.editor.colour"))).toBe("#3f51b5");

  await publishAndOpen(page, name);
  const main = page.getByRole("main");
  await expect(main.locator('span[style="color:#3f51b5"]', { hasText: "синим" })).toHaveText("синим");
  await expect(main.locator('span[style="color:#3f51b5"]', { hasText: "цветом" })).toHaveText("цветом");
  const image = main.locator("figure.rt-image img");
  await expect(image).toHaveAttribute("src", /^\/files\/\d+-[0-9a-f]+\/image\.png/);
  // Served by /files: the browser has the picture's pixels.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
});

test("without JavaScript the field is a textarea, and markup typed there is saved", async ({ page }, testInfo) => {
  test.skip(!isNoJs(testInfo), "with JavaScript the editor replaces the textarea (tests above)");
  const name = `Редактор без JS (${Date.now().toString(36)})`;
  await openCreateForm(page, name);
  await expect(page.getByRole("toolbar", { name: ed.toolbar })).toHaveCount(0);
  await page.getByLabel(t.fieldContent).fill('<h2>Порядок эвакуации</h2><p>Выходите <b>спокойно</b>.</p><p onclick="x()">Без скриптов</p>');
  await publishAndOpen(page, name);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Порядок эвакуации" })).toBeVisible();
  await expect(main.locator("b, strong", { hasText: "спокойно" })).toBeVisible();
  await expect(main.locator("[onclick]")).toHaveCount(0);
});
