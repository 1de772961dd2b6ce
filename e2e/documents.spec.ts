// Normative documents, with JavaScript and without: an editor publishes a document, an employee marks
// it read, the editor sees the employee in the report and deletes the document by typing its name.
import { DEMO, expect, expectPath, newContext, richTextField, ru, signInByPost, test } from "./helpers";

const t = ru.documents;

test("editor publishes, employee acknowledges, editor sees the report and deletes with the typed name", async ({ browser }, testInfo) => {
  // A long journey (a dozen pages, a sign-in or two at scrypt cost): 30 s is its normal time on a busy 2-core machine.
  test.slow();
  const name = `Памятка по эвакуации (${testInfo.project.name}, ${Date.now().toString(36)})`;
  const editorContext = await newContext(browser);
  const employeeContext = await newContext(browser);
  const editor = await editorContext.newPage();
  const employee = await employeeContext.newPage();

  await signInByPost(editor, DEMO.editor.phone);
  await editor.goto("/knowledge/documents");
  await editor.getByRole("link", { name: "Охрана труда" }).first().click();
  await expect(editor.getByRole("heading", { level: 1, name: "Охрана труда" })).toBeVisible();
  await editor.getByRole("link", { name: t.create }).click();
  await editor.getByLabel(t.fieldName).fill(name);
  await editor.getByLabel(t.fieldStart).fill("2026-01-01");
  await (await richTextField(editor, t.fieldContent, testInfo)).fill("Выходите через ближайший выход.\n\nНе пользуйтесь лифтом.");
  await editor.getByRole("button", { name: t.publish }).click();
  await expect(editor.getByText(t.added)).toBeVisible();
  await editor.getByRole("link", { name }).click();
  await expect(editor.getByRole("heading", { level: 1, name })).toBeVisible();
  const viewUrl = new URL(editor.url()).pathname;

  await signInByPost(employee, DEMO.employee.phone);
  await employee.goto(viewUrl);
  await expect(employee.getByText("Не пользуйтесь лифтом.")).toBeVisible();
  await expect(employee.getByRole("link", { name: t.edit })).toHaveCount(0);
  await employee.getByRole("button", { name: t.acknowledge }).click();
  await expect(employee.getByText(/Вы ознакомились \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

  await editor.reload();
  const report = editor.getByRole("region", { name: t.report });
  await expect(report.getByText("Иванова Мария Петровна")).toBeVisible();
  await expect(report).toContainText(/Ознакомились 1 из \d+/);

  await editor.getByRole("link", { name: t.edit }).click();
  await editor.getByRole("link", { name: t.delete }).click();
  await editor.getByLabel(t.deleteField).fill("Памятка");
  await editor.getByRole("button", { name: t.deleteConfirm }).click();
  await expect(editor.getByText(t.deleteNameMismatch)).toBeVisible();
  await expect(editor.getByLabel(t.deleteField)).toHaveAttribute("aria-invalid", "true");
  await editor.getByLabel(t.deleteField).fill(name);
  await editor.getByRole("button", { name: t.deleteConfirm }).click();
  await expect(editor.getByText(t.deleted)).toBeVisible();
  await expectPath(editor, viewUrl.replace(/\/view\/(\d+)\/\d+$/, "/theme/$1"));
  await expect(editor.getByRole("link", { name })).toHaveCount(0);

  await editorContext.close();
  await employeeContext.close();
});
