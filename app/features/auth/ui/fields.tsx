// Fields of the entry-area forms (remix-validated-form). Each shows its error under itself and keeps
// what was typed; they work as plain inputs without JavaScript.
import type { InputHTMLAttributes, ReactNode } from "react";
import { useField, useIsSubmitting } from "remix-validated-form";
import { formatPhone } from "~/features/auth/phone";
import { describedBy, PlainField } from "~/shared/forms/plain-field";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: string;
  label: string;
  hint?: ReactNode;
}

export function TextField({ name, label, hint, ...input }: FieldProps) {
  const { error, getInputProps } = useField(name, {
    validationBehavior: { initial: "onSubmit", whenTouched: "onSubmit", whenSubmitted: "onChange" },
  });
  const id = `field-${name}`;
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <input {...getInputProps({ id, ...input })} {...describedBy(id, error, Boolean(hint))} />
    </PlainField>
  );
}

/** "+7 (999) 999-99-99": digits only while typing (with JavaScript); the server accepts any spelling. */
export function PhoneField({ name = "phone", label, autoFocus }: { name?: string; label: string; autoFocus?: boolean }) {
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (999) 999-99-99"
      maxLength={18}
      autoFocus={autoFocus}
      onKeyDown={(event) => {
        const allowed = event.key.length > 1 || event.ctrlKey || event.metaKey || /\d/.test(event.key);
        if (!allowed) event.preventDefault();
      }}
      onInput={(event) => {
        // Deleting is left alone, or the caret could never pass a bracket or a dash of the mask.
        if ((event.nativeEvent as InputEvent).inputType?.startsWith("delete")) return;
        const input = event.currentTarget;
        input.value = formatPhone(input.value);
      }}
    />
  );
}

export function SubmitButton({ children, className = "button button--primary button--wide" }: { children: ReactNode; className?: string }) {
  // While a request is in flight the button is disabled, so a double click sends one request.
  const submitting = useIsSubmitting();
  return (
    <button type="submit" className={className} disabled={submitting} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}

/** A message about the whole form (kept under the "_form" key of the field errors). */
export function FormAlert() {
  const { error } = useField("_form");
  return error ? (
    <div className="alert alert--error" role="alert">
      {error}
    </div>
  ) : null;
}
