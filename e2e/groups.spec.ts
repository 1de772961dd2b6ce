// Groups by plain forms, with JavaScript and without (issue #14): a person creates an open and a closed
// group (a refusal first, the typed name kept), a colleague subscribes to the open one and leaves it,
// asks to join the closed one; a third asks too; the creator accepts the first request and rejects the
// second on the members page. Then the colleague's mobile group menu at 375 px lists the closed group.
// Each project has its own three people and its own groups.
import { type Page } from "@playwright/test";
import { expect, expectPath, givePassword, pathOf, pickPerson, ru, signedInPage, signInByPost, SLOTS, test } from "./helpers";
import { groupFormMessages as tf } from "../app/features/groups/messages/group-form";
import { groupMessages as t } from "../app/features/groups/messages/group";
import { memberMessages as tm } from "../app/features/groups/messages/member";

const PASSWORD = "groups-2026";

/** Creates a group from /group-create and returns its page's path. */
async function createGroup(page: Page, name: string, closed: boolean): Promise<string> {
  await page.goto("/group");
  await page.getByRole("main").getByRole("link", { name: t.createGroup }).click();
  await expectPath(page, "/group-create");
  const main = page.getByRole("main");
  await main.getByLabel(tf.name).fill(name);
  await main.getByLabel(tf.description).fill(`Про ${name}`);
  if (closed) await main.getByLabel(tf.configClose).check();
  await main.getByRole("button", { name: tf.create }).click();
  await expect(page).toHaveURL(/\/group\/\d+$/);
  await expect(page.getByText(tf.created)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return pathOf(page.url());
}

/** The list searched for a group's name, with that group's card. */
async function findCard(page: Page, name: string) {
  await page.goto(`/group?q=${encodeURIComponent(name)}`);
  return page.getByRole("main").locator(".group-card", { has: page.getByRole("link", { name, exact: true }) });
}

test("groups are created, subscribed to and left, and joined by request that managers accept or reject", async ({
  page,
  browser,
}, testInfo) => {
  // Three people in three browsers and some twenty page loads: more than one page's worth of time.
  test.slow();
  const project = testInfo.project.name;
  const [creator, joiner, refused] = [SLOTS.groupsCreator, SLOTS.groupsJoiner, SLOTS.groupsRefused].map((slot) =>
    pickPerson(slot, testInfo),
  );
  for (const person of [creator!, joiner!, refused!]) await givePassword(person, PASSWORD);
  const openName = `Клуб бегунов ${project}`;
  const closedName = `Закрытый клуб ${project}`;

  // The creator: a blank name is refused beside the field, the description typed is kept.
  await signInByPost(page, creator!.phone, PASSWORD);
  await page.goto("/group-create");
  const main = page.getByRole("main");
  await main.getByLabel(tf.description).fill("Черновик описания");
  await main.getByRole("button", { name: tf.create }).click();
  await expect(main.getByText(tf.nameRequired)).toBeVisible();
  await expect(main.getByLabel(tf.description)).toHaveValue("Черновик описания");
  await createGroup(page, openName, false);
  const closedPath = await createGroup(page, closedName, true);
  await expect(page.getByRole("main").getByText(t.closed, { exact: true }).first()).toBeVisible();

  // The colleague subscribes to the open group from the list, then leaves it.
  const colleague = await signedInPage(browser, joiner!.phone, PASSWORD);
  let card = await findCard(colleague, openName);
  await card.getByRole("button", { name: `${t.subscribe}: ${openName}` }).click();
  await expect(colleague.getByText(t.subscribed)).toBeVisible();
  card = colleague.getByRole("main").locator(".group-card", { has: colleague.getByRole("link", { name: openName, exact: true }) });
  await expect(card).toContainText(t.members(2));
  await card.getByRole("button", { name: `${t.unsubscribe}: ${openName}` }).click();
  await expect(colleague.getByText(t.unsubscribed)).toBeVisible();

  // Both ask to join the closed group.
  card = await findCard(colleague, closedName);
  await card.getByRole("button", { name: `${t.request}: ${closedName}` }).click();
  await expect(colleague.getByText(t.requestDone)).toBeVisible();
  await expect(colleague.getByRole("main").getByText(t.requestSent)).toBeVisible();
  const other = await signedInPage(browser, refused!.phone, PASSWORD);
  card = await findCard(other, closedName);
  await card.getByRole("button", { name: `${t.request}: ${closedName}` }).click();
  await expect(other.getByText(t.requestDone)).toBeVisible();

  // The creator accepts the colleague and rejects the other on the members page.
  await page.goto(`${closedPath}/members`);
  const requests = page.getByRole("region", { name: tm.requests });
  await expect(requests.locator(".member-row")).toHaveCount(2);
  await requests.getByRole("button", { name: new RegExp(`^${tm.accept}: .*${joiner!.name}`) }).click();
  await expect(page.getByText(tm.accepted)).toBeVisible();
  await page
    .getByRole("region", { name: tm.requests })
    .getByRole("button", { name: new RegExp(`^${tm.reject}: .*${refused!.name}`) })
    .click();
  await expect(page.getByText(tm.rejected)).toBeVisible();
  await expect(page.getByRole("region", { name: tm.requests }).locator(".member-row")).toHaveCount(0);
  await expect(page.getByRole("region", { name: tm.title }).locator(".member-row")).toHaveCount(2);

  // The colleague is a member now; the other is not and may ask again.
  await colleague.goto(`${closedPath}/members`);
  await expect(colleague.getByRole("region", { name: tm.title }).locator(".member-row")).toHaveCount(2);
  card = await findCard(other, closedName);
  await expect(card.getByRole("button", { name: `${t.request}: ${closedName}` })).toBeVisible();

  // The colleague's mobile group menu on the news page, at 375 px.
  const phone = await signedInPage(browser, joiner!.phone, PASSWORD, {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await phone.goto("/news");
  const toggle = phone.getByRole("banner").locator(`summary[aria-label="${ru.shell.groups}"]`);
  await toggle.click();
  const menu = phone.locator("#group-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: t.createGroup })).toBeVisible();
  await expect(menu.getByRole("link", { name: t.allGroups })).toBeVisible();
  const item = menu.getByRole("listitem").filter({ has: phone.getByRole("link", { name: closedName, exact: true }) });
  await expect(item).toContainText(t.closed);
  await menu.getByRole("link", { name: closedName, exact: true }).click();
  await expectPath(phone, closedPath);
  for (const p of [colleague, other, phone]) await p.context().close();
});
