// Shared parts of the normative-document pages: breadcrumbs, the validity line and the document form
// (conform over the zod/mini schema of app/features/documents/schema.ts; typed values come back after a
// refusal, with JavaScript or without). The content field is a textarea named contentNewEditor, so the
// ProseMirror editor can take its place later.
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { documentSchema, formatDate, NAME_MAX } from "~/features/documents/schema";
import { messages } from "~/features/documents/messages";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";
import { BreadcrumbTrail, type TrailItem } from "~/shared/ui/breadcrumbs";

const t = messages;

export function DocumentsBreadcrumbs({ theme, doc, last }: { theme?: { id: number; title: string }; doc?: { id: number; name: string }; last?: string }) {
  const items: TrailItem[] = [
    { name: t.knowledge, to: "/knowledge/guide" },
    { name: t.title, to: "/knowledge/documents" },
  ];
  if (theme) items.push({ name: theme.title, to: `/knowledge/documents/theme/${theme.id}` });
  if (theme && doc) items.push({ name: doc.name, to: `/knowledge/documents/view/${theme.id}/${doc.id}` });
  if (last) items.push({ name: last });
  return <BreadcrumbTrail items={items} label={t.breadcrumb} />;
}

/** "Действует с 01.01.2024" or "Срок действия: 01.01.2023 — 09.01.2024", and the badge when it no longer applies. */
export function Validity({ startDate, endDate, inForce }: { startDate: string; endDate: string | null; inForce: boolean }) {
  return (
    <p className="doc-validity">
      {inForce ? (
        <span className="doc-badge doc-badge--active">{t.inForce}</span>
      ) : (
        <span className="doc-badge doc-badge--expired">
          {t.notInForce} {endDate ? t.endedOn(formatDate(endDate)) : null}
        </span>
      )}{" "}
      <span className="muted">{endDate ? t.validRange(formatDate(startDate), formatDate(endDate)) : t.validFrom(formatDate(startDate))}</span>
    </p>
  );
}

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
  const { form, fields, busy, keys } = useSaveForm({ id, lastResult, defaultValue, schema: documentSchema(mode), formToken });
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

