// The one way a portal form is set up with conform: an `intent=save` form validated by its zod schema
// on submit (then again on every input), busy while that submission is being sent. The same schema
// parses the post in the action (parseWithSchema).
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { parseWithSchema, type SafeParser } from "./conform";

/** What every save form takes from its page. */
export interface SaveFormProps<Defaults> {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Defaults;
  submitLabel: string;
  cancelTo: string;
}

export function useSaveForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  schema,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Partial<Record<keyof Schema, unknown>>;
  schema: SafeParser<Schema>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<Schema>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithSchema(formData, schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return { form, fields, busy };
}
