// Departments' secretaries in the browser, with JavaScript and without: the administrator opens «Секретари
// подразделений» from the admin area, finds a person and a department with the finder (its dropdown, or «Найти»
// by GET), assigns her, sees the assignment in the list and on the department's page in /structure, and removes
// it. Each project assigns a person of its own to a department of its own, so the two runs never meet.
import { DEMO, expect, isNoJs, namesOf, pickPerson, ru, signInByPost, SLOTS, test, withDb } from "../../../../e2e/helpers";
import { secretariesPage as t } from "../messages/secretaries";
import { structure } from "../messages/structure";

test("the administrator assigns a department's secretary with the finder, sees her on /structure, and removes her", async ({
  page,
}, testInfo) => {
  const noJs = isNoJs(testInfo);
  const person = pickPerson(SLOTS.secretaries, testInfo);
  const { surname, fullName } = namesOf(person);
  const department = noJs ? "Отдел закупок" : "Отдел маркетинга";
  // The demo has namesakes: her finder item is told by her id (without JavaScript) or her department (with it).
  const home = withDb(
    (db) =>
      db
        .prepare<[number], { name: string }>("select d.name from users u join departments d on d.id = u.department_id where u.id = ?")
        .get(person.id)?.name ?? "",
    { readonly: true },
  );
  const departmentId = withDb(
    (db) => db.prepare<[string], { id: number }>("select id from departments where name = ?").get(department)!.id,
    {
      readonly: true,
    },
  );

  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: `${t.title} ${t.hint}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  if (noJs) {
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.who) }).fill(`${surname} ${person.name}`);
    await page.getByRole("group", { name: t.who }).getByRole("button", { name: ru.finder.find }).click();
    await page.locator(`input[type="radio"][name="userId"][value="${person.id}"]`).check();
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.where) }).fill(department);
    await page.getByRole("group", { name: t.where }).getByRole("button", { name: ru.finder.find }).click();
    await page.getByRole("radio", { name: new RegExp(department) }).check();
  } else {
    await page.getByRole("combobox", { name: t.who }).pressSequentially(`${surname} ${person.name}`);
    await page.getByRole("option", { name: new RegExp(`${fullName}.*${home.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
    await expect(page.getByRole("button", { name: ru.finder.remove(fullName) })).toBeVisible();
    await page.getByRole("combobox", { name: t.where }).pressSequentially(department);
    await page
      .getByRole("option", { name: new RegExp(department) })
      .first()
      .click();
  }
  await page.getByRole("button", { name: t.add, exact: true }).click();
  await expect(page.getByText(t.added(fullName, department))).toBeVisible();
  const remove = page.getByRole("button", { name: t.removeLabel(fullName, department) });
  await expect(remove).toBeVisible();

  await page.goto(`/structure?id=${departmentId}`);
  await expect(page.getByText(structure.secretaries)).toBeVisible();
  await expect(page.getByRole("link", { name: fullName })).toBeVisible();

  await page.goBack();
  await remove.click();
  await expect(page.getByText(t.removed(fullName, department))).toBeVisible();
  await expect(remove).toHaveCount(0);
});
