// A group of radios with its legend (the list's filters, the vacancy form's sector and level) and, on the
// form, its error under them.
export function Radios({
  name,
  legend,
  value,
  options,
  error,
}: {
  name: string;
  legend: string;
  value: string;
  /** [value, label] pairs; the filters put «Все» ("") first. */
  options: [string, string][];
  error?: string;
}) {
  const id = `vacancy-${name}`;
  return (
    <fieldset
      className={error ? "field field--error vacancy-radios" : "field vacancy-radios"}
      {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
    >
      <legend>{legend}</legend>
      {options.map(([key, label]) => (
        <label className="checkbox" key={key}>
          <input type="radio" name={name} value={key} defaultChecked={value === key} /> {label}
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
