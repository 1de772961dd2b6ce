// A group of radios with its legend (the list's filters, the vacancy form's sector and level) and, on the
// form, its error under them and the «*» of a required group.
import { RequiredMark } from "~/shared/forms/plain-field";

export function Radios({
  name,
  legend,
  value,
  options,
  error,
  required = false,
}: {
  name: string;
  legend: string;
  value: string;
  /** [value, label] pairs; the filters put «Все» ("") first. */
  options: [string, string][];
  error?: string;
  required?: boolean;
}) {
  const id = `vacancy-${name}`;
  return (
    <fieldset
      className={error ? "field field--error vacancy-radios" : "field vacancy-radios"}
      {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {options.map(([key, label]) => (
        <label className="checkbox" key={key}>
          <input type="radio" required={required} name={name} value={key} defaultChecked={value === key} /> {label}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
