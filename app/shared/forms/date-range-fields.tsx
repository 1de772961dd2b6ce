// The "from" and "to" fields of a GET form that chooses a period (dd.mm.yyyy typed as digits), each with its
// hint and its error said under it, keeping what was typed: the statistics pages' period forms.
import { describedBy, PlainField } from "./plain-field";

export function DateRangeFields({
  idPrefix,
  values,
  errors,
  labels,
}: {
  idPrefix: string;
  values: { from: string; to: string };
  errors: Readonly<Record<string, string | undefined>>;
  labels: { from: string; to: string; dateHint: string };
}) {
  return (
    <>
      {(["from", "to"] as const).map((name) => (
        <PlainField key={name} id={`${idPrefix}-${name}`} label={labels[name]} error={errors[name]} hint={labels.dateHint}>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="text"
            inputMode="numeric"
            defaultValue={values[name]}
            {...describedBy(`${idPrefix}-${name}`, errors[name], true)}
          />
        </PlainField>
      ))}
    </>
  );
}
