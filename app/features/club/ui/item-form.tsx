// Клуб партнёров's form: checked in the browser with JavaScript (schema.ts, loaded on the person's first act in the
// form), by the action without it.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, FormKeys } from "~/shared/forms/fields";
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { useSaveForm } from "~/shared/forms/save-form";
import { messages } from "../messages";

const t = messages;

export function ItemForm({ formToken, lastResult }: { formToken?: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { form, fields, busy, keys } = useSaveForm({
    id: "club-new",
    lastResult,
    defaultValue: { title: "" },
    schema: () => import("../schema").then((m) => m.createItemSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.title} label={t.fieldTitle} required>
        <input {...getInputProps(fields.title, { type: "text" })} autoComplete="off" />
      </Field>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {t.add}
      </button>
    </Form>
  );
}
