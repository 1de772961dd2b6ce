// The quiz's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// quiz.test.ts): an editor builds a quiz with the form's buttons (nothing typed lost, a refusal by field),
// publishes it; a person starts, answers one question per page (a POST each, then the next question; a
// reload resumes), finishes and sees her score. The question page's HTML and its loader data never hold a
// right answer's flag. Employees get no editor's links and 403 on the forms.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { fieldName } from "../draft";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { moscowInputValue } from "~/shared/moscow-time";
import { ROLE_EDIT_QUIZ } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "quiz-pages-1";
/** A right answer's flag as JSON or turbo-stream carries it ("correct" as a key, quoted or escaped). */
const RIGHT_FLAG = /correct\\?"/;

describe.each(await pageDialects())("quiz pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { player: "", editor: "" };
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });
  let quizPath = "";

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const player = await createPerson(portal, { password: PASSWORD, name: "Павел", surname: "Игроков" });
    const editor = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_QUIZ] });
    cookies.player = await signInWithForm(server, player.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const deadline = () => moscowInputValue(new Date(portal.clock.now().getTime() + 86_400_000).toISOString());
  const quizForm = (extra: Record<string, string>) => ({
    title: "Викторина без скриптов",
    description: "",
    deadline: deadline(),
    [fieldName.question(0)]: "Столица России?",
    [fieldName.option(0, 0)]: "Москва",
    [fieldName.option(0, 1)]: "Казань",
    ...extra,
  });

  it("keeps the forms to editors", async () => {
    expect((await browser.get("/quiz")).status).toBe(302);
    expect(await browser.html("/quiz", "player")).not.toContain('href="/quiz/create"');
    expect((await browser.get("/quiz/create", "player")).status).toBe(403);
    expect((await browser.post("/quiz/create", "player", quizForm({ intent: "save" }))).status).toBe(403);
  });

  it("builds a quiz with the form's buttons, keeping what was typed, refusing by field, then saves and publishes", async () => {
    expect(await browser.html("/quiz/create", "editor")).toContain(`name="${fieldName.question(0)}"`);
    // «Добавить вопрос»: a second question appears, the first one's text stays.
    const added = await browser.post("/quiz/create", "editor", quizForm({ intent: "add-question" }));
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain(`name="${fieldName.question(1)}"`);
    expect(textareaValue(html, fieldName.question(0))).toBe("Столица России?");
    // Saving with no right option and an empty second question: messages by field, the texts kept.
    const refusedSave = await browser.post(
      "/quiz/create",
      "editor",
      quizForm({ intent: "save", [fieldName.question(1)]: "", [fieldName.option(1, 0)]: "А", [fieldName.option(1, 1)]: "Б" }),
    );
    expect(refusedSave.status).toBe(400);
    const refusedHtml = text(await refusedSave.text());
    expect(refusedHtml).toContain(r.someCorrect);
    expect(refusedHtml).toContain(r.questionRequired);
    expect(refusedHtml).toContain('value="Казань"');
    // Saved with one question (the fields of the second not sent) and Москва marked right.
    const saved = await browser.post("/quiz/create", "editor", quizForm({ intent: "save", [fieldName.correct(0, 0)]: "on" }));
    expect(saved.status).toBe(303);
    quizPath = saved.headers.get("location") ?? "";
    expect(quizPath).toMatch(/^\/quiz\/\d+$/);
    expect((await browser.get(quizPath, "player")).status).toBe(404);
    const published = await browser.postAndFollow(quizPath, "editor", { intent: "publish" }, quizPath);
    expect(text(published.page)).toContain(r.published);
  });

  it("plays a question per page without JavaScript, resumes on reload, and finishes with the score", async () => {
    const page = await browser.html(quizPath, "player");
    expect(text(page)).toContain(t.start);
    const started = await browser.post(quizPath, "player", { intent: "start" });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(`${quizPath}/play`);
    const question = await browser.html(`${quizPath}/play`, "player");
    expect(text(question)).toContain("Столица России?");
    expect(question).not.toMatch(RIGHT_FLAG);
    const data = await browser.get(`${quizPath}/play.data`, "player");
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain("Москва");
    expect(body).not.toMatch(RIGHT_FLAG);
    const questionId = /name="questionId" value="(\d+)"/.exec(question)?.[1] ?? "";
    const moscow = new RegExp(`value="(\\d+)"[^>]*/?>\\s*<span>Москва`).exec(question)?.[1] ?? "";
    expect(moscow).not.toBe("");
    // Nothing chosen: the message on the same question.
    const empty = await browser.post(`${quizPath}/play`, "player", { intent: "answer", questionId });
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain(r.chooseOne);
    const answered = await browser.post(`${quizPath}/play`, "player", { intent: "answer", questionId, option: moscow });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`${quizPath}/play`);
    // The progress is on the server: a reload shows the finish step.
    expect(text(await browser.html(`${quizPath}/play`, "player"))).toContain(t.allAnswered);
    const finished = await browser.postAndFollow(`${quizPath}/play`, "player", { intent: "finish" }, quizPath);
    expect(text(finished.page)).toContain(t.finished(1, 1));
    expect(finished.page).not.toMatch(RIGHT_FLAG);
    // A finished attempt has no question page; a second start is refused by name.
    expect((await browser.get(`${quizPath}/play`, "player")).headers.get("location")).toBe(quizPath);
    const again = await browser.post(quizPath, "player", { intent: "start" });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain(r.secondAttempt);
  });
});
