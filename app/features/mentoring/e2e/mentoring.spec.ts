// Mentoring, JavaScript on and off: a seeded colleague offers herself as a mentor (no topic is refused, what was
// typed stays); the demo employee finds her by the topic and asks; the mentor accepts, records a meeting and
// closes the pair. Topics are named per project and run.
import { DEMO, expect, givePassword, namesOf, pickPerson, signedInPage, signInByPost, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const PASSWORD = "mentoring-e2e-1";

test("a mentor offers herself, a newcomer finds her by topic and asks, the pair meets and closes", async ({ page, browser }, testInfo) => {
  const mentor = pickPerson(SLOTS.mentoring, testInfo);
  await givePassword(mentor, PASSWORD);
  const topic = `Тема ${testInfo.project.name}-${Date.now()}`;

  await signInByPost(page, mentor.phone, PASSWORD);
  await page.goto("/mentoring");
  await page.getByRole("textbox", { name: t.fieldAbout }).fill("Научу работать с покупателями");
  await page.getByRole("button", { name: t.saveOffer }).click();
  await expect(page.getByText(t.topicsRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.fieldAbout })).toHaveValue("Научу работать с покупателями");
  await page.getByRole("textbox", { name: t.fieldTopics }).fill(topic);
  await page.getByRole("spinbutton", { name: t.fieldCapacity }).fill("1");
  await page.getByRole("button", { name: t.saveOffer }).click();
  await expect(page.getByText(r.offerSaved)).toBeVisible();

  const mentee = await signedInPage(browser, DEMO.employee.phone);
  await mentee.goto("/mentoring");
  await mentee.getByLabel(t.topicLabel).selectOption(topic);
  await mentee.getByRole("button", { name: t.find }).click();
  const card = mentee.getByRole("listitem").filter({ has: mentee.getByRole("heading", { name: namesOf(mentor).fullName }) });
  await card.getByRole("textbox", { name: t.fieldMessage }).fill("Хочу научиться отвечать на возражения");
  await card.getByRole("button", { name: t.ask }).click();
  await expect(mentee.getByText(r.requestSent)).toBeVisible();

  await page.goto("/mentoring");
  const pair = page.getByRole("article").filter({ hasText: "Хочу научиться отвечать на возражения" });
  await pair.getByRole("button", { name: t.accept }).click();
  await expect(page.getByText(r.accepted)).toBeVisible();
  await pair.getByLabel(t.fieldHeldOn).fill("2026-12-01");
  await pair.getByRole("textbox", { name: t.fieldNotes }).fill("Разобрали пять возражений");
  await pair.getByRole("button", { name: t.addMeeting }).click();
  await expect(pair.getByText("Разобрали пять возражений")).toBeVisible();
  await pair.getByRole("button", { name: t.close }).click();
  await expect(page.getByText(r.closed)).toBeVisible();
  await expect(pair.getByText(t.status.CLOSED)).toBeVisible();
  await mentee.context().close();
});
