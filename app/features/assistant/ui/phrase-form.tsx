// A phrase's form on /admin/emilia/{id}: the portal's rich-text field (a textarea without JavaScript, the lazy
// ProseMirror editor with it), checked in the browser by schema.ts once the person acts, by the action always.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { getFormProps } from "~/shared/forms/props";
import { useSaveForm } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";
import { messages as t } from "../messages";

export function PhraseForm({
  id,
  intent,
  phraseId,
  text,
  lastResult,
  formToken,
  cancelTo,
  submitLabel,
}: {
  id: string;
  intent: "add" | "edit";
  phraseId?: number;
  text: string;
  lastResult: SubmissionResult<string[]> | undefined;
  formToken?: string;
  cancelTo: string;
  submitLabel: string;
}) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue: { phraseNewEditor: text },
    schema: () => import("../schema").then((m) => m.phraseFormSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value={intent} />
      {phraseId === undefined ? null : <input type="hidden" name="id" value={phraseId} />}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.phraseNewEditor} label={intent === "edit" ? t.fieldPhraseEdit : t.fieldPhrase} required>
        <RichTextField field={fields.phraseNewEditor} rows={5} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
