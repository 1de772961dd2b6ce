// The vacancy form (/vacancies/create, /vacancies/{id}/edit; issue #15 point 4): one POST form, fields
// named as §3. The salary mode radios show one or two wage inputs and «Добавить в архив» turns the submit
// from «Опубликовать» into «Сохранить»: both by CSS (sibling selectors), so also without JavaScript.
// Department and contact are finders (no JavaScript: «Найти» sends the form back with GET, the loader
// fills every field from the address). Each refusal is shown by its field with the typed text kept.
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Finder, type FinderState } from "~/features/search";
import { Link } from "~/shared/ui/link";
import { LEVELS, POSITION_MAX, SECTORS, TEXT_BLOCK_MAX, WAGE_MAX } from "../limits";
import { vacancyMessages as t, vacancyPageMessages as p } from "../messages";
import type { City } from "../model";
import { markLeavingForm } from "./back-counter";
import { SALARY_MODES, type VacancyFormValues } from "./form-values";

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

function Radios({
  name,
  legend,
  value,
  options,
  error,
}: {
  name: string;
  legend: string;
  value: string;
  options: [string, string][];
  error?: string;
}) {
  return (
    <fieldset
      className={error ? "field field--error vacancy-form__radios" : "field vacancy-form__radios"}
      {...describedBy(`vacancy-${name}`, error)}
    >
      <legend>{legend}</legend>
      {options.map(([key, label]) => (
        <label className="checkbox" key={key}>
          <input type="radio" name={name} value={key} defaultChecked={value === key} /> {label}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`vacancy-${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function VacancyForm({ values, errors, formError, cities, department, contact, formToken, cancelTo }: VacancyFormProps) {
  const busy = useNavigation().state === "submitting";
  const wageError = errors.wage;
  const wage2Error = errors.wage2;
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
          <div className={wageError ? "field field--error vacancy-wage" : "field vacancy-wage"}>
            <label htmlFor="vacancy-wage">
              <span className="vacancy-wage__one">{p.wage}</span>
              <span className="vacancy-wage__from">{p.wageFrom}</span>
            </label>
            <input
              id="vacancy-wage"
              type="text"
              inputMode="numeric"
              name="wage"
              defaultValue={values.wage}
              maxLength={WAGE_MAX}
              {...describedBy("vacancy-wage", wageError)}
            />
            {wageError ? (
              <p className="field__error" id="vacancy-wage-error">
                {wageError}
              </p>
            ) : null}
          </div>
          <div className={wage2Error ? "field field--error vacancy-wage2" : "field vacancy-wage2"}>
            <label htmlFor="vacancy-wage2">{p.wageTo}</label>
            <input
              id="vacancy-wage2"
              type="text"
              inputMode="numeric"
              name="wage2"
              defaultValue={values.wage2}
              maxLength={WAGE_MAX}
              {...describedBy("vacancy-wage2", wage2Error)}
            />
            {wage2Error ? (
              <p className="field__error" id="vacancy-wage2-error">
                {wage2Error}
              </p>
            ) : null}
          </div>
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
