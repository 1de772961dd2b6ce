// The parts every conform form of the portal is made of: a labelled field with its error or hint, the
// form's own message, and the submit/cancel row.
import { type FieldMetadata } from "@conform-to/react";
import { getInputProps } from "~/shared/forms/props";
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import { RequiredMark } from "./plain-field";

export function Field({
  field,
  label,
  hint,
  required,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const error = field.errors?.[0];
  return (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={field.id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={field.descriptionId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own message (not tied to a field), first one only. */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  return errors?.length ? (
    <div className="alert alert--error" role="alert" id={id}>
      {errors[0]}
    </div>
  ) : null;
}

/** Submit (disabled while it is being sent, so a double click sends once) and Cancel. */
export function FormButtons({
  submitLabel,
  cancelLabel,
  cancelTo,
  busy,
}: {
  submitLabel: string;
  cancelLabel: string;
  cancelTo: string;
  busy: boolean;
}) {
  return (
    <div className="form-buttons">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {submitLabel}
      </button>
      <Link to={cancelTo} className="button">
        {cancelLabel}
      </Link>
    </div>
  );
}

/**
 * The field and buttons of a delete confirmed by typing the item's exact name (guide articles,
 * normative documents): the field shows the mismatch and keeps what was typed.
 */
export function ConfirmByNameFields({
  label,
  error,
  typed,
  confirmLabel,
  cancelLabel,
  cancelTo,
  busy,
}: {
  label: string;
  error: string | undefined;
  typed: string | undefined;
  confirmLabel: string;
  cancelLabel: string;
  cancelTo: string;
  busy: boolean;
}) {
  return (
    <>
      <div className={error ? "field field--error" : "field"}>
        <label htmlFor="confirm-name">{label}</label>
        <input
          id="confirm-name"
          name="confirmName"
          defaultValue={typed ?? ""}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirm-name-error" : undefined}
        />
        {error ? (
          <p className="field__error" id="confirm-name-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-buttons">
        <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
        <Link to={cancelTo} className="button">
          {cancelLabel}
        </Link>
      </div>
    </>
  );
}

/**
 * The hidden keys of a save form (useSaveForm's `keys`): a create form's one-time token (createOnce in
 * core/remix.server.ts: the same rendered form saves once) and the version of the record an edit form
 * started from (core/versions.server.ts). The version is a conform field, so a refused post keeps the
 * version it was sent with, not the newer one the page reloads: the same stale text is refused again
 * until the page is refreshed.
 */
export function FormKeys({ formToken, version }: { formToken?: string; version?: FieldMetadata<unknown> }) {
  return (
    <>
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      {version ? <input {...getInputProps(version as FieldMetadata<string>, { type: "hidden" })} /> : null}
    </>
  );
}
