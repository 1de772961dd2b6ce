// A labelled field for forms that keep their own values (plain posts, remix-validated-form): the label, the
// control, then its error or else its hint, which the control names with describedBy. One markup for every
// form, so the styles and the screen readers' reading are the same everywhere.
import type { ReactNode } from "react";

/**
 * The «*» after a required field's label or legend, the same in every form (PlainField, conform's Field, the
 * finder, radio groups). Hidden from screen readers: the control itself says it is required (required or
 * aria-required), so its name stays the plain label.
 */
export const RequiredMark = () => <span aria-hidden="true"> *</span>;

export function PlainField({
  id,
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with «*»; the control carries required or aria-required itself. */
  required?: boolean;
  /** Beside "field": the form's own class of this field. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={["field", error ? "field--error" : null, className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The control's aria attributes for PlainField's error, or its hint when it has one. */
export const describedBy = (id: string, error?: string, hint = false) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : hint ? { "aria-describedby": `${id}-hint` } : {};
