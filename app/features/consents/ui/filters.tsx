// The consents list's filters: a GET form (works without JavaScript, its address can be shared): the period, a
// department (its sub-departments with it), the name's start and the switch to the people who have not accepted
// the current version. A filter the address could not read shows its message under its field.
import { Form } from "@remix-run/react";
import { consents as t } from "../messages";

/** A field's message under it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

const invalid = (error?: string, id?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : { "aria-invalid": undefined };

export function ConsentFilters({
  values,
  errors,
  departments,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  departments: readonly { id: number; name: string }[];
}) {
  return (
    <Form method="get" className="card consents-filters" aria-label={t.filters}>
      {(["from", "to"] as const).map((name) => (
        <div key={name} className={errors[name] ? "field field--error" : "field"}>
          <label htmlFor={`consents-${name}`}>{t[name]}</label>
          <input
            id={`consents-${name}`}
            type="date"
            name={name}
            defaultValue={values[name] ?? ""}
            {...invalid(errors[name], `consents-${name}`)}
          />
          <FieldError id={`consents-${name}`} error={errors[name]} />
        </div>
      ))}
      <div className={errors.departmentId ? "field field--error" : "field"}>
        <label htmlFor="consents-department">{t.department}</label>
        <select
          id="consents-department"
          name="departmentId"
          defaultValue={values.departmentId ?? ""}
          aria-describedby={errors.departmentId ? "consents-department-hint consents-department-error" : "consents-department-hint"}
        >
          <option value="">{t.allDepartments}</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <p className="field__hint" id="consents-department-hint">
          {t.departmentHint}
        </p>
        <FieldError id="consents-department" error={errors.departmentId} />
      </div>
      <div className={errors.query ? "field field--error" : "field"}>
        <label htmlFor="consents-query">{t.query}</label>
        <input
          id="consents-query"
          type="search"
          name="query"
          defaultValue={values.query ?? ""}
          aria-describedby={errors.query ? "consents-query-hint consents-query-error" : "consents-query-hint"}
        />
        <p className="field__hint" id="consents-query-hint">
          {t.queryHint}
        </p>
        <FieldError id="consents-query" error={errors.query} />
      </div>
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            name="pending"
            value="1"
            defaultChecked={values.pending === "1"}
            aria-describedby="consents-pending-hint"
          />
          {t.pendingOnly}
        </label>
        <p className="field__hint" id="consents-pending-hint">
          {t.pendingHint}
        </p>
      </div>
      <FieldError id="consents-form" error={errors[""]} />
      <div className="field">
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </div>
    </Form>
  );
}
