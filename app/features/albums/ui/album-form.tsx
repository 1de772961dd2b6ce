// The create and edit form of an album (/group/{id}/albums/create, /gallery/photos/create and …/edit): conform
// with the zod schema the action and /api share, so the browser refuses a blank or too long name before sending (JavaScript on) and
// the server beside the field (off).
import { getFormProps, getInputProps, getTextareaProps } from "~/shared/forms/props";
import { Form } from "@remix-run/react";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";
import { albumMessages as t } from "../messages";
import { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX } from "../limits";

export function AlbumForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  formToken,
}: SaveFormProps<{ name: string; description: string }>) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("../schema").then((m) => m.albumFormSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="album-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={t.fieldName} required>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={ALBUM_NAME_MAX} autoComplete="off" />
      </Field>
      <Field field={fields.description} label={t.fieldDescription}>
        <textarea {...getTextareaProps(fields.description)} rows={3} maxLength={ALBUM_DESCRIPTION_MAX} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
