// The section form (create a top section or a subsection, edit one): the name, and for guide editors
// the access list (departments, people, wiki roles) and the section's editors through the finder. The
// rules live in the domain; its refusal comes back under the field or over the form with every typed
// value and chosen item, with JavaScript or without (the finder's no-JS search is a GET of this form).
import { type SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FinderState } from "~/features/search";
import { Finder } from "~/features/search";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm } from "~/shared/forms/save-form";
import { guidePageMessages as t } from "~/features/guide/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export interface SectionFinders {
  departmentIds: FinderState;
  userIds: FinderState;
  roleIds: FinderState;
  editorIds: FinderState;
}

export function SectionForm({
  id,
  lastResult,
  name,
  finders,
  submitLabel,
  cancelTo,
  children,
  formToken,
  version,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  name: string;
  /** Only for those who may set the access list (guide editors). */
  finders: SectionFinders | null;
  submitLabel: string;
  cancelTo: string;
  children?: ReactNode;
  /** A create form's one-time token. */
  formToken?: string;
  /** An edit form: the version of the section it started from. */
  version?: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const defaultValue = version === undefined ? { name } : { name, version: String(version) };
  const { form, fields, keys } = useSaveForm<{ name: string; version?: string }>({ id, lastResult, defaultValue, formToken });
  return (
    <Form method="post" {...getFormProps(form)} className="guide-form">
      {/* Enter in the name field saves, not the first finder's search button. */}
      <button type="submit" className="default-submit" tabIndex={-1} aria-hidden="true">
        {submitLabel}
      </button>
      <FormKeys {...keys} />
      {children}
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.name} label={tf.fieldName} required>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={255} autoComplete="off" />
      </Field>
      {finders ? (
        <fieldset className="guide-form__access">
          <legend>{t.accessTitle}</legend>
          <p className="field__hint">{tf.accessHint}</p>
          <Finder state={finders.departmentIds} label={tf.fieldDepartments} />
          <Finder state={finders.userIds} label={tf.fieldUsers} />
          <Finder state={finders.roleIds} label={tf.fieldRoles} />
          <Finder state={finders.editorIds} label={tf.fieldEditors} hint={tf.editorsHint} />
        </fieldset>
      ) : null}
      <FormButtons submitLabel={submitLabel} cancelLabel={tf.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
