// The editor explains itself. Without JavaScript the plain textarea carries the format hint: the tags it
// accepts and an example. With it the ProseMirror toolbar replaces that hint, its unfamiliar symbols
// (⚠ ⁂ ▦ ▶) carry a visible word, and every button's accessible name contains its visible text (axe).
import { DEMO, expect, isNoJs, ru, runAxe, signInByPost, test } from "./helpers";

const t = ru.documents;
const ed = ru.editor;
const field = ru.richTextField;

test("the rich-text field explains its format without JavaScript, and its toolbar with it", async ({ page }, testInfo) => {
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/knowledge/documents/create/1");
  const hint = page.getByText(field.plainHint);
  if (isNoJs(testInfo)) {
    const field = page.getByRole("textbox", { name: t.fieldContent });
    await expect(hint).toBeVisible();
    await expect(page.getByText(/Можно использовать теги: .*<h2>.*<table>/)).toBeVisible();
    await expect(page.getByText("<p><strong>Важно:</strong>", { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute("aria-describedby", /-format/);
    return;
  }
  const editor = page.getByRole("textbox", { name: t.fieldContent });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(hint).toHaveCount(0);
  const toolbar = page.getByRole("toolbar", { name: ed.toolbar });
  for (const label of [ed.warning, ed.delimiter, ed.table, ed.video]) {
    const button = toolbar.getByRole("button", { name: label, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toContainText(label);
  }
  const axe = await runAxe(page, { include: ".rt-editor__toolbar", rules: ["label-content-name-mismatch", "button-name"] });
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
});
