// A support request's whole life by plain forms, with JavaScript and without (issue #13 point 9): an
// employee files it (a field error first, what was typed kept), the demo administrator returns it for a
// fix (a comment required), the owner sends it again, the administrator takes it into work and completes
// it; each side reads the status on the claim's page. The owner is a person of its own.
import { type Page } from "@playwright/test";
import { DEMO, expect, expectPath, givePassword, pathOf, pickPerson, signedInPage, signInByPost, SLOTS, test } from "./helpers";
import { claimPageMessages as t, claimFieldMessages as f } from "../app/features/claims/messages";

const PASSWORD = "claims-2026";
/** A move's button, by the status it leads to. */
const move = (status: string) => t.move[status]!;

/** The form on the claim page whose button makes this move (or comments). */
const formOf = (page: Page, button: string) => page.getByRole("main").locator("form", { has: page.getByRole("button", { name: button }) });
const statusIs = (page: Page, status: string) => expect(page.getByRole("main").locator("dl.facts dd").nth(1)).toHaveText(status);

test("a support request is filed, returned for a fix, sent again, taken into work and completed", async ({ page, browser }, testInfo) => {
  const owner = pickPerson(SLOTS.claims, testInfo);
  await givePassword(owner, PASSWORD);
  await signInByPost(page, owner.phone, PASSWORD);
  await page.goto(`/user/${owner.id}/claims`);
  const main = page.getByRole("main");
  const subject = `Не печатает принтер ${testInfo.project.name}`;
  await main.getByLabel(t.text).fill("Касса 3, с утра");
  await main.getByRole("button", { name: t.create }).click();
  await expect(main.getByText(f.subjectRequired)).toBeVisible();
  await expect(main.getByLabel(t.text)).toHaveValue("Касса 3, с утра");
  await main.getByLabel(t.subject).fill(subject);
  await main.getByRole("button", { name: t.create }).click();
  await expect(main.getByRole("heading", { level: 1 })).toContainText(subject);
  const claimPath = pathOf(page.url());
  const claimId = Number(claimPath.split("/").pop());
  await statusIs(page, "Новая");

  // The administrator handles it from the approver's page.
  const admin = await signedInPage(browser, DEMO.admin.phone);
  const adminId = Number((await (await admin.request.get("/api/user/short-cur-user-info")).json()).response.id);
  await admin.goto(`/user/${adminId}/approvement-requests/${claimId}`);
  await formOf(admin, move("ON_FIX")).getByRole("button").click();
  await expect(formOf(admin, move("ON_FIX")).getByText(f.commentRequired)).toBeVisible();
  await statusIs(admin, "Новая");
  await formOf(admin, move("ON_FIX")).getByLabel(t.comment).fill("Приложите фото ошибки");
  await formOf(admin, move("ON_FIX")).getByRole("button").click();
  await statusIs(admin, "На доработке");

  // The owner sends it again; the administrator takes it into work and completes it.
  await page.goto(claimPath);
  await expect(page.getByRole("main")).toContainText("Приложите фото ошибки");
  await formOf(page, move("NEW")).getByRole("button").click();
  await statusIs(page, "Новая");
  await admin.goto(`/user/${adminId}/approvement-requests/${claimId}`);
  await formOf(admin, move("IN_WORK")).getByRole("button").click();
  await statusIs(admin, "В работе");
  await formOf(admin, move("COMPLETED")).getByRole("button").click();
  await statusIs(admin, "Выполнена");
  await expectPath(admin, `/user/${adminId}/approvement-requests/${claimId}`);
  await admin.context().close();

  await page.goto(claimPath);
  await statusIs(page, "Выполнена");
});

test("at 360 px the claims list is a column of labelled claims, not a table wider than the phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/user/3/claims");
  const firstCell = page.getByRole("main").getByRole("cell").first();
  await expect(firstCell).toBeVisible();
  expect(await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(`"${t.column.id}: "`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
