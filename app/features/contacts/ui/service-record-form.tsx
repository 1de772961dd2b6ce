// The form of a service record (new and edit pages): a save form over the zod/mini schema of
// app/features/contacts/schema.ts. Errors show under their fields; whatever was typed comes back after
// a refusal (lastResult carries it), with JavaScript or without.
import { getFormProps, getInputProps, getTextareaProps } from "~/shared/forms/props";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MAX_PHONE_LINES } from "~/features/contacts/limits";
import { serviceRecordMessages as t } from "~/features/contacts/messages/record";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";

export interface RecordDefaults {
  name: string;
  position: string;
  telephone: string;
  ipPhone: string;
  email: string;
  address: string;
  /** An edit form: the version of the record it started from. */
  version?: string;
}

export const emptyRecord: RecordDefaults = { name: "", position: "", telephone: "", ipPhone: "", email: "", address: "" };

export function ServiceRecordForm({
  id,
  lastResult,
  defaultValue,
  linked,
  submitLabel,
  cancelTo,
  formToken,
  children,
}: SaveFormProps<RecordDefaults> & {
  /** Linked to a person: the name may stay empty. */
  linked: boolean;
  children?: ReactNode;
}) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("~/features/contacts/schema").then((m) => (linked ? m.linkedRecordFormSchema : m.serviceRecordFormSchema)),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="record-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      {children}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={t.fieldName} hint={t.fieldNameHint} required={!linked}>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={255} autoComplete="off" />
      </Field>
      <Field field={fields.position} label={t.fieldPosition} hint={t.fieldPositionHint}>
        <input {...getInputProps(fields.position, { type: "text" })} maxLength={255} autoComplete="off" />
      </Field>
      <Field field={fields.telephone} label={t.fieldTelephone} hint={t.fieldTelephoneHint}>
        <textarea {...getTextareaProps(fields.telephone)} rows={Math.min(MAX_PHONE_LINES, 3)} />
      </Field>
      <Field field={fields.ipPhone} label={t.fieldIpPhone}>
        <input {...getInputProps(fields.ipPhone, { type: "text" })} inputMode="numeric" maxLength={20} autoComplete="off" />
      </Field>
      <Field field={fields.email} label={t.fieldEmail}>
        <input {...getInputProps(fields.email, { type: "text" })} inputMode="email" maxLength={255} autoComplete="off" />
      </Field>
      <Field field={fields.address} label={t.fieldAddress}>
        <input {...getInputProps(fields.address, { type: "text" })} maxLength={500} autoComplete="off" />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
