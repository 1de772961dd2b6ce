// The vacancy form (/vacancies/create, /vacancies/{id}/edit; issue #15 point 4): one POST form, fields
// named as §3. The salary mode radios show one or two wage inputs and «Добавить в архив» turns the submit
// from «Опубликовать» into «Сохранить»: both by CSS (sibling selectors), so also without JavaScript.
// Department and contact are finders (no JavaScript: «Найти» sends the form back with GET, the loader
// fills every field from the address). Each refusal is shown by its field with the typed text kept.
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Form, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Finder, type FinderState } from "~/features/search";
import { Link } from "~/shared/ui/link";
import { LEVELS, POSITION_MAX, SECTORS, TEXT_BLOCK_MAX, WAGE_MAX } from "../limits";
import { vacancyMessages as t, vacancyPageMessages as p } from "../messages";
import type { City } from "../model";
import { markLeavingForm } from "~/shared/ui/back-counter";
import { SALARY_MODES } from "../salary";
import type { VacancyFormValues } from "./form-values";
import { Radios } from "./radios";

export interface VacancyFormProps {
  values: VacancyFormValues;
  errors: Record<string, string>;
  formError: string | null;
  cities: City[];
  department: FinderState;
  contact: FinderState;
  formToken?: string;
  cancelTo: string;
}

/** A text with its limit: maxlength, and a counter the scripts keep up to date as it is typed. */
function CountedText({
  name,
  label,
  value,
  error,
  max,
  rows,
  required = false,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  max: number;
  rows?: number;
  required?: boolean;
}) {
  const id = `vacancy-${name}`;
  const [length, setLength] = useState(value.length);
  const props = {
    id,
    name,
    defaultValue: value,
    maxLength: max,
    required,
    onInput: (e: { currentTarget: { value: string } }) => setLength(e.currentTarget.value.length),
    ...describedBy(id, error, true),
  };
  return (
    <PlainField id={id} label={label} error={error} hint={p.counter(length, max)}>
      {rows ? <textarea {...props} rows={rows} /> : <input type="text" {...props} />}
    </PlainField>
  );
}

/** A wage: digits (the keyboard's numbers on phones), at most WAGE_MAX; CSS shows it by the salary mode. */
function WageField({ name, value, error, children }: { name: "wage" | "wage2"; value: string; error?: string; children: ReactNode }) {
  const id = `vacancy-${name}`;
  return (
    <PlainField id={id} label={children} error={error} className={`vacancy-${name}`}>
      <input id={id} type="text" inputMode="numeric" name={name} defaultValue={value} maxLength={WAGE_MAX} {...describedBy(id, error)} />
    </PlainField>
  );
}

export function VacancyForm({ values, errors, formError, cities, department, contact, formToken, cancelTo }: VacancyFormProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="vacancy-form" noValidate onSubmit={markLeavingForm}>
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      {values.version ? <input type="hidden" name="version" value={values.version} /> : null}
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <CountedText name="position" label={p.position} value={values.position} error={errors.position} max={POSITION_MAX} required />
      <Finder state={department} label={p.department} error={errors.departmentId} />
      <Finder state={contact} label={p.contact} error={errors.contactId} />
      <PlainField id="vacancy-cityId" label={p.city} error={errors.cityId}>
        <select id="vacancy-cityId" name="cityId" defaultValue={values.cityId} {...describedBy("vacancy-cityId", errors.cityId)}>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </PlainField>
      <Radios name="sector" legend={p.sector} value={values.sector} options={SECTORS.map((s) => [s, t.sectors[s]])} error={errors.sector} />
      <Radios name="level" legend={p.level} value={values.level} options={LEVELS.map((l) => [l, t.levels[l]])} error={errors.level} />
      <fieldset className="field vacancy-salary-field">
        <legend>{p.salary}</legend>
        {SALARY_MODES.map((mode) => (
          <span key={mode} className="vacancy-salary-field__mode">
            <input
              type="radio"
              id={`salary-${mode}`}
              className={`salary-mode salary-mode--${mode}`}
              name="salaryMode"
              value={mode}
              defaultChecked={values.salaryMode === mode}
            />
            <label htmlFor={`salary-${mode}`}>{p.salaryModes[mode]}</label>
          </span>
        ))}
        <div className="vacancy-wages">
          <WageField name="wage" error={errors.wage} value={values.wage}>
            <span className="vacancy-wage__one">{p.wage}</span>
            <span className="vacancy-wage__from">{p.wageFrom}</span>
          </WageField>
          <WageField name="wage2" error={errors.wage2} value={values.wage2}>
            {p.wageTo}
          </WageField>
        </div>
      </fieldset>
      <CountedText
        name="responsibility"
        label={p.responsibility}
        value={values.responsibility}
        error={errors.responsibility}
        max={TEXT_BLOCK_MAX}
        rows={6}
        required
      />
      <CountedText
        name="requirements"
        label={p.requirements}
        value={values.requirements}
        error={errors.requirements}
        max={TEXT_BLOCK_MAX}
        rows={6}
        required
      />
      <CountedText
        name="conditions"
        label={p.conditions}
        value={values.conditions}
        error={errors.conditions}
        max={TEXT_BLOCK_MAX}
        rows={4}
      />
      <label className="checkbox vacancy-form__check">
        <input type="checkbox" name="hot" value="true" defaultChecked={values.hot} /> {p.hotCheckbox}
      </label>
      <input
        type="checkbox"
        id="vacancy-archive"
        className="vacancy-archive"
        name="state"
        value="ARCHIVE"
        defaultChecked={values.archive}
      />
      <label htmlFor="vacancy-archive" className="checkbox vacancy-form__check">
        {p.toArchive}
      </label>
      {errors.state ? <p className="field__error">{errors.state}</p> : null}
      <div className="vacancy-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <span className="vacancy-submit--publish">{p.publish}</span>
          <span className="vacancy-submit--save">{p.save}</span>
        </button>
        <Link to={cancelTo}>{p.cancel}</Link>
      </div>
    </Form>
  );
}
