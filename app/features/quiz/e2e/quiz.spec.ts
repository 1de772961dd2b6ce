// The quiz, JavaScript on and off: a fresh person opens the demo's open quiz, starts it, answers one question per
// page (an empty answer refused by name; a reload resumes at the same question), finishes, and sees her score;
// the quiz then offers no second attempt. A person per project and run (SLOTS.quiz).
import { expect, givePassword, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const QUIZ = "Безопасность на рабочем месте";

test("a person takes the open quiz to the end, one question per page", async ({ page }, testInfo) => {
  const player = pickPerson(SLOTS.quiz, testInfo);
  await givePassword(player, "quiz-e2e-1");
  await signIn(page, player.phone, "quiz-e2e-1");
  await page.goto("/quiz");
  await page.getByRole("link", { name: QUIZ }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUIZ })).toBeVisible();
  await page.getByRole("button", { name: t.start, exact: true }).click();

  await expect(page.getByText(t.questionOf(1, 3))).toBeVisible();
  await page.getByLabel("Не отвечать и сообщить в службу безопасности").check();
  await page.getByRole("button", { name: t.next, exact: true }).click();

  await expect(page.getByText(t.questionOf(2, 3))).toBeVisible();
  await page.getByRole("button", { name: t.next, exact: true }).click();
  await expect(page.getByText(r.chooseSome)).toBeVisible();
  await page.getByLabel("Зима2026!Ключ#Ёлка").check();
  await page.getByLabel("7mK#p2!vQz9@").check();
  await page.getByRole("button", { name: t.next, exact: true }).click();

  // The progress is on the server: a reload stays on the third question.
  await expect(page.getByText(t.questionOf(3, 3))).toBeVisible();
  await page.reload();
  await expect(page.getByText(t.questionOf(3, 3))).toBeVisible();
  await page.getByLabel("На каждом этаже у лестницы").check();
  await page.getByRole("button", { name: t.answer, exact: true }).click();

  await expect(page.getByText(t.allAnswered)).toBeVisible();
  await page.getByRole("button", { name: t.finish, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUIZ })).toBeVisible();
  await expect(page.getByText(t.finished(3, 3)).first()).toBeVisible();
  await expect(page.getByRole("button", { name: t.start, exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.resume, exact: true })).toHaveCount(0);
});
