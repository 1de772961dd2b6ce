// The finder in its first host form: a contact editor adds a service record linked to a person
// (/v2/contacts/another/new-with-user). Without JavaScript the person is found through "Найти" (a GET
// of the whole form, so what was typed survives); with JavaScript through the dropdown.
import { DEMO, expect, expectPath, isNoJs, pathOf, ru, signIn, signInByPost, test, withDb } from "./helpers";

const t = ru.contactsWithUser;
const PERSON = "Волков Пётр Андреевич";

/** The seeded service category "Ресепшн и охрана" and its breadcrumb (parent/self). */
function receptionCategory() {
  return withDb(
    (db) =>
      db.prepare("select id, parent_id from contact_categories where name = 'Ресепшн и охрана'").get() as { id: number; parent_id: number },
    { readonly: true },
  );
}

test("an editor adds a service record linked to a person found with the finder", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const category = receptionCategory();
  const title = `Секретарь приёмной (${testInfo.project.name})`;
  await signInByPost(page, DEMO.editor.phone);
  await page.goto(`/v2/contacts/another/new-with-user?categoryId=${category.id}`);
  await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
  await expect(page.getByText("Ресепшн и охрана")).toBeVisible();

  await page.getByLabel(t.position).fill("Приёмная генерального директора");
  await page.getByLabel(t.telephone).fill("+7 (495) 100-10-50\n+7 (495) 100-10-51");
  await page.getByLabel(t.ipPhone).fill("1050");

  if (noJs) {
    await page.getByLabel(t.name).fill(title);
    const findButton = page.getByRole("group", { name: t.person }).getByRole("button", { name: ru.finder.find });
    // Too short first: the finder says so and nothing is offered.
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.person) }).fill("во");
    await findButton.click();
    await expect(page.getByText(ru.search.queryTooShort)).toBeVisible();
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.person) }).fill("нетакихфамилий");
    await findButton.click();
    await expect(page.getByText(ru.finder.nothingFound)).toBeVisible();
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.person) }).fill("волков пёт");
    await findButton.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("finder_userId_q")).toBe("волков пёт");
    // Everything typed before "Найти" came back.
    await expect(page.getByLabel(t.name)).toHaveValue(title);
    await expect(page.getByLabel(t.position)).toHaveValue("Приёмная генерального директора");
    await expect(page.getByLabel(t.telephone)).toHaveValue("+7 (495) 100-10-50\n+7 (495) 100-10-51");
    await expect(page.getByLabel(t.ipPhone)).toHaveValue("1050");
    await page.getByRole("radio", { name: new RegExp(PERSON) }).check();
  } else {
    const finder = page.getByRole("combobox", { name: t.person });
    await finder.pressSequentially("во");
    await expect(page.getByRole("listbox")).toBeHidden();
    await finder.pressSequentially("лков пётр андр");
    const option = page.getByRole("option", { name: new RegExp(PERSON) });
    await expect(option).toBeVisible();
    await finder.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await finder.press("Enter");
    await expect(page.getByRole("button", { name: ru.finder.remove(PERSON) })).toBeVisible();
    // The empty name takes the person's name; the editor changes it.
    await expect(page.getByLabel(t.name)).toHaveValue(PERSON);
    await page.getByLabel(t.name).fill(title);
    // A chosen person is not offered again.
    await finder.pressSequentially("волков пётр");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.getByRole("option", { name: new RegExp(PERSON) })).toHaveCount(0);
    await finder.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await finder.fill("");
  }

  await page.getByRole("button", { name: t.save }).click();
  await expectPath(page, `/v2/contacts/${category.parent_id}/${category.id}`);
  await expect(page.getByText(t.saved)).toBeVisible();
  const saved = withDb(
    (db) =>
      db
        .prepare("select c.kind, c.telephone, c.ip_phone, u.phone from contacts c join users u on u.id = c.user_id where c.name = ?")
        .get(title),
    { readonly: true },
  );
  expect(saved).toEqual({ kind: "another", telephone: "+7 (495) 100-10-50\n+7 (495) 100-10-51", ip_phone: "1050", phone: "9000000004" });
  expect(pathOf(page.url())).not.toContain("finder_");
});

test("an employee without the contact editor's right gets the 403 page", async ({ page }) => {
  const category = receptionCategory();
  await signIn(page, DEMO.employee.phone);
  const response = await page.goto(`/v2/contacts/another/new-with-user?categoryId=${category.id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: ru.pages.forbiddenTitle })).toBeVisible();
});
