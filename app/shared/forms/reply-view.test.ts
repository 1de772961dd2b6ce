// The one shape of a refused page form (ADR 0024): conform's reply made by the action (parseWithSchema,
// replyWithDomainError) and read by replyView on a page without conform: what was typed comes back, each
// message by its field, a message no field shows over the form, and a bug stays a bug.
import { describe, expect, it } from "vitest";
import { invalid } from "~/platform/errors";
import * as z from "zod/mini";
import { parseWithSchema } from "./conform";
import { replyWithDomainError } from "~/platform/form-reply";
import { replyView } from "./reply-view";

/** A form's schema as a feature writes one: zod/mini, a message per rule. */
const createClaimSchema = z.object({
  type: z.string(),
  subject: z.string().check(z.refine((v) => v.trim() !== "", { error: "Укажите тему" })),
  text: z.string(),
});

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe("replyView over conform's reply", () => {
  it("gives back what was typed and the first message of each broken field", () => {
    const submission = parseWithSchema(
      posted({ type: "GENERAL", subject: "  ", text: "Текст заявки", "fields.kind": "7" }),
      createClaimSchema,
    );
    expect(submission.status).toBe("error");
    const reply = replyView(submission.reply())!;
    expect(reply.value("text")).toBe("Текст заявки");
    expect(reply.value("fields.kind")).toBe("7");
    expect(reply.error("subject")).toBeTruthy();
    expect(reply.error("text")).toBeUndefined();
    expect(reply.formError(["type", "subject", "text"])).toBeUndefined();
  });

  it("puts a domain refusal by its field, and one no field shows over the form", () => {
    const submission = parseWithSchema(posted({ type: "GENERAL", subject: "Тема", text: "Текст" }), createClaimSchema);
    expect(submission.status).toBe("success");
    const byField = replyView(replyWithDomainError(submission, invalid("Тип заявки не найден", { type: "Тип заявки не найден" })))!;
    expect(byField.error("type")).toBe("Тип заявки не найден");
    expect(byField.formError(["type", "subject", "text"])).toBeUndefined();
    expect(byField.value("subject")).toBe("Тема");
    const notShown = replyView(replyWithDomainError(submission, invalid("Статус не найден", { status: "Статус не найден" })))!;
    expect(notShown.formError(["type", "subject", "text"])).toBe("Статус не найден");
    const overForm = replyView(replyWithDomainError(submission, invalid("Заявка уже в работе")))!;
    expect(overForm.formError([])).toBe("Заявка уже в работе");
  });

  it("rethrows what is not a refusal, and reads nothing before a post", () => {
    const submission = parseWithSchema(posted({ subject: "Тема" }), createClaimSchema);
    expect(() => replyWithDomainError(submission, new Error("сбой"))).toThrow("сбой");
    expect(replyView(undefined)).toBeNull();
  });
});
