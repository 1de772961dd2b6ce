// A labelled field for forms that keep their own values (plain posts, remix-validated-form): the label, the
// control, then its error or else its hint, which the control names with describedBy. One markup for every
// form, so the styles and the screen readers' reading are the same everywhere.
import type { ReactNode } from "react";

export function PlainField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Beside "field": the form's own class of this field. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={["field", error ? "field--error" : null, className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{label}</label>
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
