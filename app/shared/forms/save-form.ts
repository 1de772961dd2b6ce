// The one way a portal form is set up with conform. Submit validates (in the browser by the zod schema
// when the form has one), then every input revalidates — in the browser only. conform without
// `onValidate` revalidates by *submitting the form* with its `__intent__` control, and an action that
// does not look for it saves: after one refusal every keystroke (the rich-text editor fires an input
// event per change) posted the form again. So every form gets an onValidate here: with a schema it
// checks; without one (the domain alone knows the rules: guide forms) it lets only a real submit
// through and never revalidates on input. The same schema parses the post in the action
// (parseWithSchema), and actions still refuse a control intent (isControlIntent) for clients that send one.
import { parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { parseWithSchema, type SafeParser } from "./conform";

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

/** A form whose rules only the server knows: the submit goes through, a control intent stays here. */
const serverRules = (formData: FormData) => parse<Record<string, unknown>, string[]>(formData, { resolve: (value) => ({ value }) });

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
  /** The form's zod schema; none when the domain alone checks (the errors then come from the action). */
  schema?: SafeParser<Schema>;
  /** A create form's one-time token. */
  formToken?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<Schema>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => (schema ? parseWithSchema(formData, schema) : (serverRules(formData) as never)),
    shouldValidate: "onSubmit",
    // Without a schema there is nothing to recheck: the server's message stays until the next submit.
    shouldRevalidate: schema ? "onInput" : "onSubmit",
  });
  // The hidden fields <FormKeys {...keys} /> renders: the create token, or the version an edit starts from.
  // conform's fields answer for any name, so an edit form's `version` is there whatever the schema says.
  const version = "version" in defaultValue ? (fields as unknown as Record<string, FieldMetadata<unknown>>).version : undefined;
  const keys = { formToken, version };
  return { form, fields, busy, keys };
}
