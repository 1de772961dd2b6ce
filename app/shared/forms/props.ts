// The attributes of a save form and its fields (useSaveForm's metadata), written as conform's helpers write
// them, attribute for attribute. Pages import these, not conform's: its package index also brings its form
// runtime (~9.4 KB gzip), which a save form no longer runs in the browser (save-form.ts).
interface Metadata {
  id: string;
  name?: string;
  formId?: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

interface ControlOptions {
  /** Extra ids the control is described by (a hint). */
  ariaDescribedBy?: string;
  /** false: leave the value out (the page sets it). */
  value?: boolean | string;
}

/** Undefined attributes left out, so React renders none. */
function defined<T extends Record<string, unknown>>(props: T): T {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function aria(meta: Metadata, described: string | undefined, control: boolean) {
  const invalid = meta.errors !== undefined;
  return {
    "aria-invalid": (control && invalid) || undefined,
    "aria-describedby": invalid ? `${meta.errorId} ${described ?? ""}`.trim() : described,
  };
}

function control(meta: Metadata, options: ControlOptions) {
  return { id: meta.id, name: meta.name, form: meta.formId, ...aria(meta, options.ariaDescribedBy, true) };
}

/** `form`: useSaveForm's form (conform's FormMetadata shape). */
export function getFormProps(form: object) {
  const meta = form as unknown as Metadata & { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; noValidate: boolean };
  return defined({ id: meta.id, onSubmit: meta.onSubmit, noValidate: meta.noValidate, ...aria(meta, undefined, false) });
}

/** `field`: one of useSaveForm's fields (conform's FieldMetadata shape). */
export function getInputProps(field: object, options: ControlOptions & { type: string }) {
  const meta = field as unknown as Metadata;
  const props: Record<string, unknown> = { ...control(meta, options), type: options.type };
  if (options.value === undefined || options.value) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(meta.initialValue)
        ? meta.initialValue.includes(options.value)
        : meta.initialValue === props.value;
    } else if (typeof meta.initialValue === "string") {
      props.defaultValue = meta.initialValue;
    }
  }
  return defined(props) as React.InputHTMLAttributes<HTMLInputElement> & { key?: undefined };
}

export function getTextareaProps(field: object, options: ControlOptions = {}) {
  const meta = field as unknown as Metadata;
  const props: Record<string, unknown> = control(meta, options);
  if (options.value === undefined || options.value) props.defaultValue = meta.initialValue?.toString();
  return defined(props) as React.TextareaHTMLAttributes<HTMLTextAreaElement>;
}

export function getSelectProps(field: object, options: ControlOptions = {}) {
  const meta = field as unknown as Metadata;
  const props: Record<string, unknown> = control(meta, options);
  if (options.value === undefined || options.value) {
    const value = meta.initialValue;
    props.defaultValue = Array.isArray(value) ? value.map((item) => `${item ?? ""}`) : value?.toString();
  }
  return defined(props) as React.SelectHTMLAttributes<HTMLSelectElement>;
}
