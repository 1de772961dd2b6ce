// The comment form's «Упомянуть» field as a browser without JavaScript meets it (issue #39), on SQLite and
// PostgreSQL, the real build behind the real app: a name that is one person's names and notifies her once;
// a name of several namesakes brings the form back asking which one (each with position · department),
// nothing posted and the comment as typed; a name of nobody is the field's message; a signed-out post is
// sent to sign-in. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser, inputValue, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { feedCommentMessages as c } from "../messages";
import { feedCommentToasts as toasts } from "../messages.server";
import { department, type FeedPeople, openFeedPages, type Who } from "./fixture";

/** The ids of the comments a page shows, in order. */
const commentIds = (html: string) => [...html.matchAll(/<div id="comment-(\d+)"/g)].map((m) => Number(m[1]));
/** The namesakes a returned form offers: each radio's value with the text of its row. */
const choicesOf = (html: string) =>
  [
    ...html.matchAll(
      /<input type="radio" name="mentionId" value="(\d+)"\/><span class="mention-choices__text">([\s\S]*?)<\/span><\/label>/g,
    ),
  ].map((m) => ({ id: Number(m[1]), text: text(m[2]!.replace(/<[^>]+>/g, "")) }));

describe.each(await dialects())("the «Упомянуть» field on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const cookies = {} as Record<Who, string>;
  const { html, post, postAndFollow } = formBrowser(() => server, cookies);
  const people = {} as Record<"tikhon" | "annaShop" | "annaOffice" | "anastasia", number>;

  const news = async (title: string) => (ok(await f.post("editor", "/posts/create", { title, text: title })) as { id: number }).id;
  const mentionsOf = async (userId: number) =>
    (
      await portal.db.kysely
        .selectFrom("notifications")
        .select("id")
        .where("user_id", "=", userId)
        .where("type", "=", "POST_COMMENT_MENTION")
        .execute()
    ).length;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
    const shop = await department(portal, "Магазин на Тверской");
    const office = await department(portal, "Бухгалтерия");
    people.tikhon = (await createPerson(portal, { name: "Тихон", surname: "Уникальнов", position: "Кассир", departmentId: shop })).id;
    people.annaShop = (await createPerson(portal, { name: "Анна", surname: "Смирнова", position: "Продавец", departmentId: shop })).id;
    people.annaOffice = (await createPerson(portal, { name: "Анна", surname: "Смирнова", position: "Бухгалтер", departmentId: office })).id;
    // Found by «Смирнова Ан…» too, but not the «Смирнова Анна» typed.
    people.anastasia = (await createPerson(portal, { name: "Анастасия", surname: "Смирнова", position: "Кассир", departmentId: shop })).id;
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out post to sign-in and writes nothing", async () => {
    const id = await news("Упоминание без входа");
    const response = await post(`/news/${id}`, null, { intent: "comment", postId: String(id), note: "Я", mention: "Уникальнов Тихон" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
    expect(commentIds(await html(`/news/${id}`, "employee"))).toEqual([]);
    expect(await mentionsOf(people.tikhon)).toBe(0);
  });

  it("shows the field, folded, on a post's page and on feed cards", async () => {
    const id = await news("Поле упоминания");
    for (const page of [await html(`/news/${id}`, "employee"), await html("/", "employee")]) {
      expect(page).toContain(`<details class="comment-form__mention"><summary>${c.mentionList}</summary>`);
      expect(page).toContain(`<label for="comment-mention-${id}">${c.mentionField}</label>`);
      expect(page).toContain(c.mentionHint);
    }
  });

  it("names the one person a name finds: the comment names her and she is notified once", async () => {
    const id = await news("Один тёзка");
    const here = `/news/${id}`;
    const written = await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "Гляньте, пожалуйста", mention: "Тихон Уникальнов", back: here },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    expect(written.page).toContain(toasts.created);
    expect(written.page).toContain("@Уникальнов Тихон, Гляньте, пожалуйста");
    expect(await mentionsOf(people.tikhon)).toBe(1);
    // The same person named in the text as well: still one notification for the comment.
    await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "@Уникальнов Тихон ещё раз", mention: "Уникальнов", back: here },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    expect(await mentionsOf(people.tikhon)).toBe(2);
    expect(text(await html(here, "employee"))).toContain(">@Уникальнов Тихон ещё раз<");
  });

  it("asks which of several namesakes, posting nothing and keeping the text; the one chosen is notified", async () => {
    const id = await news("Тёзки");
    const here = `/news/${id}`;
    const form = { intent: "comment", postId: String(id), note: "Смирнова, отчёт <готов>?", mention: "Смирнова Анна", back: here };
    const asked = await post(here, "employee", form);
    expect(asked.status).toBe(400);
    const page = await asked.text();
    expect(page).toContain(c.mentionChoose);
    expect(page).toContain(`<legend>${c.mentionChoices}</legend>`);
    // Both Annas, each with position · department; not Анастасия, whose name was not typed.
    expect(choicesOf(page).sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: people.annaShop, text: "Смирнова Анна Продавец · Магазин на Тверской" },
        { id: people.annaOffice, text: "Смирнова Анна Бухгалтер · Бухгалтерия" },
      ].sort((a, b) => a.id - b.id),
    );
    expect(textareaValue(page, "note")).toBe("Смирнова, отчёт <готов>?");
    expect(inputValue(page, "mention")).toBe("Смирнова Анна");
    expect(page).toContain('<details class="comment-form__mention" open="">');
    expect(commentIds(await html(here, "employee"))).toEqual([]);
    expect([await mentionsOf(people.annaShop), await mentionsOf(people.annaOffice)]).toEqual([0, 0]);

    const sent = await postAndFollow(
      here,
      "employee",
      { ...form, mentionId: String(people.annaOffice) },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    expect(commentIds(sent.page)).toHaveLength(1);
    expect(text(sent.page)).toContain("@Смирнова Анна, Смирнова, отчёт <готов>?");
    expect([await mentionsOf(people.annaShop), await mentionsOf(people.annaOffice)]).toEqual([0, 1]);
  });

  it("asks on a feed card too, the card's form coming back in the feed", async () => {
    const id = await news("Тёзки в ленте");
    const asked = await post("/?index", "employee", {
      intent: "comment",
      postId: String(id),
      note: "Кто из вас?",
      mention: "Анна Смирнова",
      back: "/",
    });
    expect(asked.status).toBe(400);
    const page = await asked.text();
    expect(page).toContain(`<article id="post-${id}"`);
    expect(
      choicesOf(page)
        .map((choice) => choice.id)
        .sort(),
    ).toEqual([people.annaShop, people.annaOffice].sort());
    expect(textareaValue(page, "note")).toBe("Кто из вас?");
  });

  it("refuses a name of nobody, or too short, beside the field, with everything typed kept", async () => {
    const id = await news("Никого");
    const here = `/news/${id}`;
    for (const [mention, message] of [
      ["Несуществующий Сотрудник", c.mentionNone("Несуществующий Сотрудник")],
      ["Ун", c.mentionTooShort],
    ] as const) {
      const refused = await post(here, "employee", { intent: "comment", postId: String(id), note: "Текст остался", mention, back: here });
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain(`<p id="comment-mention-${id}-error" class="field__error" role="alert">${message}</p>`);
      expect(page).toContain('aria-invalid="true"');
      expect(textareaValue(page, "note")).toBe("Текст остался");
      expect(inputValue(page, "mention")).toBe(mention);
    }
    expect(commentIds(await html(here, "employee"))).toEqual([]);
  });
});
