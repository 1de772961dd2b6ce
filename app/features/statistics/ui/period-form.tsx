// The statistics pages' GET form: the period (dd.mm.yyyy, Moscow days) and, on /admin/statistic, a department
// (with its sub-departments). Works without JavaScript; an error is said under its field, which keeps what
// was typed. Keyed by the values, so with JavaScript a new period's page shows its own dates in the fields.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { DateRangeFields } from "~/shared/forms/date-range-fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { statistics as t } from "../messages";

export function PeriodForm({
  values,
  errors,
  departments,
  exportHref,
}: {
  values: { from: string; to: string; departmentId: string };
  errors: Record<string, string>;
  departments?: readonly { id: number; name: string }[];
  exportHref: string;
}) {
  return (
    <>
      <Form
        method="get"
        className="card stats-period"
        aria-label={t.periodLegend}
        key={`${values.from}-${values.to}-${values.departmentId}`}
      >
        <DateRangeFields idPrefix="stats" values={values} errors={errors} labels={t} />
        {departments ? (
          <PlainField id="stats-department" label={t.department} error={errors.departmentId}>
            <select
              id="stats-department"
              name="departmentId"
              defaultValue={values.departmentId}
              {...describedBy("stats-department", errors.departmentId)}
            >
              <option value="">{t.allDepartments}</option>
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </PlainField>
        ) : null}
        <FormErrors id="stats-form-error" errors={errors[""] ? [errors[""]] : undefined} />
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </Form>
      <p className="stats-actions">
        <Link to={exportHref} reloadDocument download>
          {t.exportCsv}
        </Link>
      </p>
    </>
  );
}
