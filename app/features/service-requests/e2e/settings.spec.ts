// Configuring a service (issue #34, ADR 0034) by plain forms, with JavaScript and without: the demo administrator
// creates a service (archived until configured), gives its form a field through a blank row, opens it to
// everyone and saves; the demo employee finds it on the hub and its form asks for that field.
import { DEMO, expect, signIn, test } from "../../../../e2e/helpers";
import { adminMessages as m } from "../messages/admin";
import { formMessages as f } from "../messages/form";
import { adminRefusals as refusal } from "../messages.server";

test("an administrator creates a service, gives it a field and opens it; an employee asks for it", async ({ page, browser }, testInfo) => {
  const run = `${testInfo.project.name}${Date.now().toString(36)}`.replace(/[^a-z0-9]/g, "");
  const key = `e2e-${run}`;
  const name = `Парковка ${run}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/services/admin");
  await page.getByLabel(m.key).fill(key);
  await page.getByRole("textbox", { name: m.name, exact: true }).fill(name);
  await page.getByRole("button", { name: m.create }).click();
  await expect(page.getByText(refusal.created)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: m.settingsTitle(name) })).toBeVisible();

  // The second row is the first blank one (a new service starts with one field).
  const row = page.getByRole("group", { name: m.fieldLegend(2) });
  await row.getByLabel(m.fieldLabel).fill("Номер автомобиля");
  await row.getByLabel(m.fieldRequired).check();
  await page.getByLabel(m.archivedBox).uncheck();
  await page.getByRole("button", { name: m.save }).click();
  await expect(page.getByText(refusal.saved)).toBeVisible();

  const employee = await browser.newPage();
  await signIn(employee, DEMO.employee.phone);
  await employee.goto(`/services?q=${encodeURIComponent(name)}`);
  await employee.getByRole("link", { name }).click();
  await expect(employee.getByRole("heading", { level: 1, name })).toBeVisible();
  await employee.getByRole("button", { name: f.send }).click();
  await expect(employee.getByText("Заполните поле «Номер автомобиля»")).toBeVisible();
  await employee.close();
});
