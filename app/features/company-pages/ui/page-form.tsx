// A company page's edit form: its title and its text (the rich-text field: a textarea without JavaScript, the
// editor with it). Checked in the browser once the person acts (schema.ts), by the action always; the version
// the edit started from goes with it, so a save made meanwhile is not overwritten unseen.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { useSaveForm } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";
import { messages as t } from "../messages";
import { TITLE_MAX } from "../limits";

export function PageForm({
  id,
  lastResult,
  defaultValue,
  cancelTo,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: { title: string; content: string; version: string };
  cancelTo: string;
}) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("../schema").then((m) => m.pageFormSchema),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="company-page-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.title} label={t.fieldTitle} required>
        <input {...getInputProps(fields.title, { type: "text" })} maxLength={TITLE_MAX} autoComplete="off" />
      </Field>
      <Field field={fields.content} label={t.fieldBody} required>
        <RichTextField field={fields.content} rows={16} />
      </Field>
      <FormButtons submitLabel={t.save} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
