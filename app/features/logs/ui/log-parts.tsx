// What the two logs pages share: the period's two dates, a select of codes with their Russian names, a change's
// fields as short text, and the pager. Plain HTML: the filters are a GET form that works without JavaScript.
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { actionNames, entityNames, logs as t, techKindNames } from "../messages";

export const nameOf = (code: string) => entityNames[code] ?? actionNames[code] ?? techKindNames[code] ?? code;

/** An ISO instant as the company reads it: dd.mm.yyyy hh:mm, Moscow time. */
const moment = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });
export const momentOf = (iso: string) => moment.format(new Date(iso));

/** The filters' first message the address could not read, for FormErrors. */
export const formErrorOf = (error: string | undefined) => (error ? [error] : undefined);

export function PeriodFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <>
      {(["from", "to"] as const).map((name) => (
        <PlainField key={name} id={`log-${name}`} label={t[name]} error={errors[name]}>
          <input
            id={`log-${name}`}
            type="date"
            name={name}
            defaultValue={values[name] ?? ""}
            {...describedBy(`log-${name}`, errors[name])}
          />
        </PlainField>
      ))}
    </>
  );
}

export function CodeSelect({ name, label, codes, value }: { name: string; label: string; codes: readonly string[]; value?: string }) {
  return (
    <div className="field">
      <label htmlFor={`log-${name}`}>{label}</label>
      <select id={`log-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{t.anyOption}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A change's fields ({"label":"Отдел продаж","withSubdepartments":true}) as "label: Отдел продаж; …". */
export function Fields({ json }: { json: string | null }) {
  if (!json) return <span className="muted">—</span>;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return <>{json}</>;
  }
  return (
    <>
      {Object.entries(fields)
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join("; ")}
    </>
  );
}

export function Pager({ more, exportHref }: { more: string | null; exportHref: string }) {
  return (
    <p className="log-pager">
      {more ? <Link to={more}>{t.more}</Link> : null}{" "}
      <Link to={exportHref} reloadDocument download>
        {t.export}
      </Link>
    </p>
  );
}
