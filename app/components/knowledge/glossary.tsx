// The glossary's term form (conform over app/modules/glossary/schema.ts), for /add and a term's edit page.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { termFormSchema, TERM_MAX } from "~/modules/glossary/schema";
import { ru } from "~/text/ru";
import { Field, FormButtons, FormErrors, FormKeys } from "~/components/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/components/forms/save-form";
import { RichTextField } from "~/editor/rich-text-field";

const t = ru.glossary;

export function TermForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  formToken,
}: SaveFormProps<{ term: string; definition: string; version?: string }>) {
  const { form, fields, busy, keys } = useSaveForm({ id, lastResult, defaultValue, schema: termFormSchema, formToken });
  return (
    <Form method="post" {...getFormProps(form)} className="faq-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.term} label={t.fieldTerm} required>
        <input {...getInputProps(fields.term, { type: "text" })} maxLength={TERM_MAX} autoComplete="off" />
      </Field>
      <Field field={fields.definition} label={t.fieldDefinition} hint={t.fieldDefinitionHint} required>
        <RichTextField field={fields.definition} rows={6} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
