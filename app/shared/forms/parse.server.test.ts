// A page's post parsed on the server says every refusal in Russian: a rule's own message as written, and a
// structure zod refuses by itself (rows posted as one text) named by its field, never zod's English.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseWithSchema } from "./parse.server";
import { validation } from "./messages";

const schema = z.object({
  name: z.string().check(z.minLength(1, { error: "Укажите название" })),
  rows: z.optional(z.record(z.string(), z.object({ label: z.string() }))),
});

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return parseWithSchema(form, schema);
};

describe("parseWithSchema on the server", () => {
  it("keeps a rule's own message and names a tampered structure's field in Russian", () => {
    const submission = post({ name: "", rows: "не строки" });
    expect(submission.status).toBe("error");
    expect(submission.status !== "success" && submission.error).toEqual({
      name: ["Укажите название"],
      rows: [validation.invalidField("rows")],
    });
  });

  it("passes a well-formed post", () => {
    const submission = post({ name: "Сервис", "rows.0.label": "Поле" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Сервис", rows: { "0": { label: "Поле" } } });
  });
});
