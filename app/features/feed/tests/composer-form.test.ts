// The feed's page forms parsed as their actions parse them (ADR 0024): conform's parse over the composer's
// schema and the comment edit form's, each field's message under its own name, the output the /api's input
// (which the service's schemas take as it is).
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/shared/forms/conform";
import { feedServerMessages as t, feedTalkMessages as talk } from "../messages.server";
import { composerFormSchema, postCreateSchema, postUpdateSchema } from "../schema";
import { commentEditFormSchema, commentEditSchema } from "../schema-talk";

/** A form as a browser posts it: repeated names for several values, "" for an empty field. */
const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return form;
};
const composer = (fields: Record<string, string | string[]>) =>
  parseWithSchema(
    formOf({ intent: "create", back: "/", title: "", text: "", pollQuestion: "", pollAnswer: ["", "", "", ""], ...fields }),
    composerFormSchema,
  );

describe("the composer's form schema", () => {
  it("turns the composer's fields into the /api's input: files as ids, the link, the poll, the article", () => {
    const submission = composer({
      title: " Открытие ",
      text: "Приходите",
      imageIds: "5",
      documentIds: ["7", "8", "7"],
      videoIds: "9",
      videoLink: "https://youtu.be/dQw4w9WgXcQ",
      articleLink: "https://portal.local/knowledge/guide/article/12",
      pollQuestion: "Придёте?",
      pollAnswer: [" Да ", "Нет", "", ""],
      pollPublic: "1",
      plannedPublishDate: "2030-01-10T09:00",
    });
    expect(submission.status).toBe("success");
    const input = submission.status === "success" ? submission.value : null;
    expect(input).toEqual({
      title: "Открытие",
      text: "Приходите",
      imageIds: [5],
      documentIds: [7, 8],
      videoList: [{ id: 9 }, { link: "https://youtu.be/dQw4w9WgXcQ" }],
      articleId: 12,
      createPollRequest: { question: "Придёте?", answers: ["Да", "Нет"], publicFlag: true, multiple: false },
      plannedPublishDate: "2030-01-10T09:00",
    });
    // The /api's own schema takes it as it is.
    expect(postCreateSchema.safeParse({ ...input, groupId: null }).success).toBe(true);
  });

  it("keeps the edited post's poll and article by their ids, and passes its version on", () => {
    const submission = composer({ text: "Правка", pollId: "3", pollQuestion: "Другой?", articleId: "4", version: "2" });
    expect(submission.status).toBe("success");
    const input = submission.status === "success" ? submission.value : null;
    expect(input).toMatchObject({ pollId: 3, createPollRequest: null, articleId: 4, version: 2 });
    expect(postUpdateSchema.safeParse({ ...input, id: 1 }).success).toBe(true);
  });

  it("answers each broken field by its own name, with the /api's Russian message, every one at once", () => {
    const submission = composer({
      title: "Я".repeat(256),
      videoIds: ["1", "2"],
      videoLink: "https://example.com/clip",
      articleLink: "какая-то статья",
      pollQuestion: "",
      pollAnswer: ["Да", "", "", ""],
      plannedPublishDate: "завтра",
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      title: [t.titleTooLong],
      videoLink: [t.videoLinkUnknown],
      articleLink: [t.articleNotFound],
      pollQuestion: [t.pollQuestionRequired],
      pollAnswer: [t.pollAnswersCount],
      plannedPublishDate: [t.plannedDateInFuture],
    });
    // Two kept videos and a link are one too many: said beside the link.
    expect(composer({ videoIds: ["1", "2"], videoLink: "https://youtu.be/dQw4w9WgXcQ" }).reply().error).toEqual({
      videoLink: [t.tooManyVideos],
    });
    expect(composer({ pollQuestion: "Да?", pollAnswer: ["Да", "да", "", ""] }).reply().error).toEqual({
      pollAnswer: [t.pollAnswersDistinct],
    });
    expect(composer({ imageIds: Array.from({ length: 11 }, (_, i) => String(i + 1)) }).reply().error).toEqual({
      imageIds: [t.tooManyImages],
    });
  });

  it("sends back what was typed, the empty fields left out", () => {
    const reply = composer({ title: "Я".repeat(256), text: "Мой текст", pollAnswer: ["Да", "", "", ""] }).reply();
    expect(reply.initialValue).toMatchObject({ title: "Я".repeat(256), text: "Мой текст", back: "/" });
    expect(reply.initialValue).not.toHaveProperty("pollQuestion");
  });
});

describe("the comment edit form's schema", () => {
  it("names the comment as its forms do (commentId) and gives /posts/comments/edit's input", () => {
    const submission = parseWithSchema(formOf({ commentId: "7", note: " Исправлено ", notifyUserIds: "3" }), commentEditFormSchema);
    expect(submission.status).toBe("success");
    const input = submission.status === "success" ? submission.value : null;
    expect(input).toEqual({ id: 7, note: "Исправлено", notifyUserIds: [3] });
    expect(commentEditSchema.safeParse(input).success).toBe(true);
    const refused = parseWithSchema(formOf({ commentId: "7", note: "ж".repeat(2001) }), commentEditFormSchema).reply();
    expect(refused.error).toEqual({ note: [talk.commentTooLong] });
  });
});
