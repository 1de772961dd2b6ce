// The document form of the normative-document pages (breadcrumbs and the validity line: view-parts.tsx)
// (conform over the zod/mini schema of app/features/documents/schema.ts; typed values come back after a
// refusal, with JavaScript or without). The content field is a textarea named contentNewEditor, so the
// ProseMirror editor can take its place later.
import { getFormProps, getInputProps, getSelectProps } from "~/shared/forms/props";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { NAME_MAX } from "~/features/documents/limits";
import { messages } from "~/features/documents/messages";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";

const t = messages;

export interface DocumentDefaults {
  name: string;
  startDate: string;
  endDate: string;
  themeId: string;
  contentNewEditor: string;
  /** An edit form: the version of the document it started from. */
  version?: string;
}

export function DocumentForm({
  id,
  mode,
  lastResult,
  defaultValue,
  themes,
  submitLabel,
  cancelTo,
  formToken,
  children,
}: SaveFormProps<DocumentDefaults> & {
  mode: "create" | "update";
  themes: { id: number; title: string }[];
  children?: ReactNode;
}) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("~/features/documents/schema").then((m) => m.documentSchema(mode)),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="doc-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      {children}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={t.fieldName} required>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={NAME_MAX} autoComplete="off" />
      </Field>
      <div className="doc-form__dates">
        <Field field={fields.startDate} label={t.fieldStart} required>
          <input {...getInputProps(fields.startDate, { type: "date" })} />
        </Field>
        <Field field={fields.endDate} label={t.fieldEnd} hint={t.fieldEndHint}>
          <input {...getInputProps(fields.endDate, { type: "date" })} />
        </Field>
      </div>
      <Field field={fields.themeId} label={t.fieldTheme} required>
        <select {...getSelectProps(fields.themeId)}>
          {themes.map((th) => (
            <option key={th.id} value={String(th.id)}>
              {th.title}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.contentNewEditor} label={t.fieldContent} required>
        <RichTextField field={fields.contentNewEditor} rows={14} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
