// «Новая заявка»: type, subject and text as one plain POST form (conform, the portal's form setup).
// The rules are the server's (createClaimSchema and the engine): the form loads no zod, and a refused
// post comes back with its messages under the fields and everything typed kept. The one-time token
// makes a form posted twice file one claim (ADR 0011).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm } from "~/shared/forms/save-form";
import { claimPageMessages as t } from "../messages";

export function NewClaimForm({
  types,
  formToken,
  lastResult,
}: {
  types: { name: string; description: string }[];
  formToken: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, busy, keys } = useSaveForm<{ type: string; subject: string; text: string }>({
    id: "claim-new",
    lastResult,
    defaultValue: { type: types[0]?.name ?? "", subject: "", text: "" },
    formToken,
  });
  if (types.length === 0) return <p className="muted">{t.noTypes}</p>;
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby="claim-new-title">
      <h2 id="claim-new-title" className="card__title">
        {t.newClaim}
      </h2>
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.type} label={t.type} required>
        <select {...getSelectProps(fields.type)}>
          {types.map((type) => (
            <option key={type.name} value={type.name}>
              {type.description}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.subject} label={t.subject} required>
        <input {...getInputProps(fields.subject, { type: "text" })} autoComplete="off" />
      </Field>
      <Field field={fields.text} label={t.text} required>
        <textarea {...getTextareaProps(fields.text)} rows={5} />
      </Field>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t.create}
      </button>
    </Form>
  );
}
