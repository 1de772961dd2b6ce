// The glossary's term form (a save form over app/features/glossary/schema.ts), for /add and a term's edit page,
// and the filter of its list.
import { getFormProps, getInputProps } from "~/shared/forms/props";
import { Form, useSubmit } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/shared/ui/hydrated";
import { TERM_MAX } from "~/features/glossary/terms";
import { messages } from "~/features/glossary/messages";
import { Field, FormButtons, FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm, type SaveFormProps } from "~/shared/forms/save-form";
import { RichTextField } from "~/shared/richtext/editor/rich-text-field";

const t = messages;

export function TermForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  formToken,
}: SaveFormProps<{ term: string; definition: string; version?: string }>) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue,
    schema: () => import("~/features/glossary/schema").then((m) => m.termFormSchema),
    formToken,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="faq-form">
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field field={fields.term} label={t.fieldTerm} required>
        <input {...getInputProps(fields.term, { type: "text" })} maxLength={TERM_MAX} autoComplete="off" />
      </Field>
      <Field field={fields.definition} label={t.fieldDefinition} hint={t.fieldDefinitionHint} required>
        <RichTextField field={fields.definition} rows={6} />
      </Field>
      <FormButtons submitLabel={submitLabel} cancelLabel={t.cancel} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}

const FILTER_DEBOUNCE_MS = 250;

/**
 * The glossary's filter: a GET form (?q=) with a button, so it works without JavaScript; with it, the
 * list follows the typing (a debounced submit that replaces the history entry instead of adding one).
 */
export function GlossaryFilter({ q, error }: { q: string; error: string | null }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The field is left alone while typed in (the list follows it); another way to a new q (the reset
  // link, back and forward) shows that q in it.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  return (
    <Form method="get" role="search" className="glossary-filter card" aria-label={t.filterLabel}>
      <label htmlFor="glossary-q">{t.filterLabel}</label>
      <div className="glossary-filter__row">
        <input
          ref={input}
          id="glossary-q"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t.filterPlaceholder}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "glossary-q-error" : undefined}
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), FILTER_DEBOUNCE_MS);
          }}
        />
        {/* Typing filters with JavaScript; the button is the way without it. */}
        {hydrated ? null : (
          <button type="submit" className="button button--primary">
            {t.filterButton}
          </button>
        )}
        {q ? (
          <Link to="/knowledge/glossary" className="button">
            {t.filterReset}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p id="glossary-q-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
