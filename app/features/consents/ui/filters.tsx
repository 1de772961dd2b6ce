// The consents list's filters: a GET form (works without JavaScript, its address can be shared): the period, a
// department (its sub-departments with it), the name's start and the switch to the people who have not accepted
// the current version. A filter the address could not read shows its message under its field.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { consents as t } from "../messages";

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
        <PlainField key={name} id={`consents-${name}`} label={t[name]} error={errors[name]}>
          <input
            id={`consents-${name}`}
            type="date"
            name={name}
            defaultValue={values[name] ?? ""}
            {...describedBy(`consents-${name}`, errors[name])}
          />
        </PlainField>
      ))}
      <PlainField id="consents-department" label={t.department} error={errors.departmentId} hint={t.departmentHint}>
        <select
          id="consents-department"
          name="departmentId"
          defaultValue={values.departmentId ?? ""}
          {...describedBy("consents-department", errors.departmentId, true)}
        >
          <option value="">{t.allDepartments}</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id="consents-query" label={t.query} error={errors.query} hint={t.queryHint}>
        <input
          id="consents-query"
          type="search"
          name="query"
          defaultValue={values.query ?? ""}
          {...describedBy("consents-query", errors.query, true)}
        />
      </PlainField>
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
      <FormErrors id="consents-form-error" errors={errors[""] ? [errors[""]] : undefined} />
      <div className="field">
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </div>
    </Form>
  );
}
