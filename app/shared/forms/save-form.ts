// The one way a portal form is set up (ADR 0024). Its fields and the form itself are conform's metadata
// shapes, so a form renders them with conform's small helpers (getFormProps, getInputProps…), but conform's
// form runtime (useForm, ~9.4 KB gzip) is not in the browser: the state a save form needs is the server's
// reply (messages by field, what was typed) and, where the form has a zod schema, the browser's own check.
// That check is what a page runs only after the person acts (issue #40): the schema and its parser (zod/mini,
// ~7 KB gzip) load when the person first works in the form, and a submit made before they arrive waits for
// them. Submit checks; after a refused submit every input checks again (never on blur). Without a schema (the
// domain alone knows the rules: guide forms) a submit always goes to the server. The same schema parses
// the post in the action (parseWithSchema), and actions still refuse a control intent (isControlIntent).
import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { SafeParser } from "./conform";

/** What every save form takes from its page. */
export interface SaveFormProps<Defaults> {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Defaults;
  submitLabel: string;
  cancelTo: string;
  /** A create form's one-time token (FormToken). */
  formToken?: string;
}

/** Messages by field name ("" is the form's own). */
type Errors = Record<string, string[] | null | undefined>;
type Values = Record<string, unknown>;

/** A default value as a form field holds it (conform's serialisation of a flat form). */
function fieldValue(value: unknown): unknown {
  if (typeof value === "string" || value === null || value === undefined) return value ?? undefined;
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString().slice(0, -1);
  if (Array.isArray(value)) return value.map((item) => fieldValue(item) ?? "");
  return value;
}

/** The field's metadata as conform's helpers read it: ids by conform's rule, so the markup is what it was. */
function metadataOf(formId: string, name: string, initial: Values, errors: Errors) {
  const id = name ? `${formId}-${name}` : formId;
  const messages = errors[name] ?? undefined;
  return {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue: initial[name],
    errors: messages?.length ? messages : undefined,
    valid: !messages?.length,
    // The browser's own check stays off, with JavaScript or without: the form's (or the server's) messages,
    // in the portal's words, speak instead.
    ...(name ? {} : { noValidate: true }),
  };
}

/** A form's first field (in the page's order) with a message, to put the cursor on it as conform did. */
function focusFirstRefused(form: HTMLFormElement | null, errors: Errors) {
  if (!form) return;
  for (const element of form.elements) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]?.length && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

export function useSaveForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  schema,
  formToken,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Partial<Record<keyof Schema, unknown>>;
  /**
   * The form's zod schema, loaded on the person's first act in the form (`() => import("../schema").then(…)`);
   * none when the domain alone checks (the messages then come from the action).
   */
  schema?: () => Promise<SafeParser<Schema>>;
  /** A create form's one-time token. */
  formToken?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  // The browser's check of the last submit or input; a new reply of the server replaces it.
  const [checked, setChecked] = useState<{ reply: typeof lastResult; errors: Errors } | null>(null);
  const errors: Errors = checked && checked.reply === lastResult ? checked.errors : (lastResult?.error ?? {});
  const initial: Values = useMemo(() => {
    if (lastResult?.initialValue) return lastResult.initialValue as Values;
    return Object.fromEntries(Object.entries(defaultValue).map(([name, value]) => [name, fieldValue(value)]));
  }, [lastResult, defaultValue]);

  // The schema's check once loaded; whether a submit was refused (from then on every input checks again).
  const check = useRef<((data: FormData) => Errors) | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const refused = useRef(false);
  const load = () => {
    if (!schema) return null;
    loading.current ??= Promise.all([schema(), import("./conform")]).then(
      ([loaded, { parseWithSchema }]) => {
        check.current = (data) => {
          const submission = parseWithSchema(data, loaded);
          return submission.status === "success" ? {} : (submission.error ?? {});
        };
      },
      // Rules that cannot be fetched (a lost connection, a new deploy) check nothing here: the post goes to
      // the server, whose action checks the same schema, rather than a submit that never happens.
      () => {
        check.current = () => ({});
      },
    );
    return loading.current;
  };

  // The person's first act in the form starts loading its rules; after a refused submit each input checks again.
  useEffect(() => {
    if (!schema) return;
    const inForm = (event: Event) => (event.target as HTMLInputElement | null)?.form?.id === id;
    const onFocus = (event: Event) => void (inForm(event) && load());
    const onInput = (event: Event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (!inForm(event) || !form || !refused.current || !check.current) return;
      setChecked({ reply: lastResult, errors: check.current(new FormData(form)) });
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("input", onInput);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("input", onInput);
    };
  });

  // A reply with messages puts the cursor on the first refused field, as the browser's check does.
  useEffect(() => {
    if (lastResult?.status === "error") focusFirstRefused(document.forms.namedItem(id), lastResult.error ?? {});
  }, [id, lastResult]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!schema) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!check.current) {
      // The rules are not here yet: the submit waits for them and is made again.
      event.preventDefault();
      void load()?.then(() => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined));
      return;
    }
    const found = check.current(new FormData(form, submitter));
    const refusedNow = Object.values(found).some((messages) => messages?.length);
    setChecked({ reply: lastResult, errors: found });
    if (!refusedNow) return;
    event.preventDefault();
    refused.current = true;
    focusFirstRefused(form, found);
  };

  const form = { ...metadataOf(id, "", initial, errors), onSubmit } as unknown as FormMetadata<Schema, string[]>;
  const fields = new Proxy({} as Record<string, FieldMetadata<unknown>>, {
    get: (_, name) => (typeof name === "string" ? metadataOf(id, name, initial, errors) : undefined),
  }) as unknown as { [K in keyof Schema]-?: FieldMetadata<Schema[K], Schema, string[]> };
  // The hidden fields <FormKeys {...keys} /> renders: the create token, or the version an edit starts from.
  const version = "version" in defaultValue ? (fields as unknown as Record<string, FieldMetadata<unknown>>).version : undefined;
  const keys = { formToken, version };
  return { form, fields, busy, keys };
}
