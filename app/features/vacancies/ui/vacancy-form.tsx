// The vacancy form (/vacancies/create, /vacancies/{id}/edit; issue #15 point 4): one POST form, fields
// named as §3. The salary mode radios show one or two wage inputs and «Добавить в архив» turns the submit
// from «Опубликовать» into «Сохранить»: both by CSS (sibling selectors), so also without JavaScript.
// Department and contact are finders (no JavaScript: «Найти» sends the form back with GET, the loader
// fills every field from the address). A save form (ADR 0024) with the rules on the server only: a post
// goes to the action, which parses it with vacancyFormSchema and replies; with or without JavaScript each
// message shows by its field with everything typed kept.
import { type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/shared/forms/props";
import { describedBy, PlainField, RequiredMark } from "~/shared/forms/plain-field";
import { FormErrors, FormKeys } from "~/shared/forms/fields";
import { useSaveForm } from "~/shared/forms/save-form";
import { Form } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Finder, type FinderState } from "~/features/search";
import { Link } from "~/shared/ui/link";
import { LEVELS, POSITION_MAX, SECTORS, TEXT_BLOCK_MAX, WAGE_MAX } from "../limits";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import type { City } from "../model";
import { markLeavingForm } from "~/shared/ui/back-counter";
import { SALARY_MODES } from "../salary";
import { postedFormValues, readFormValues, type VacancyFormValues } from "./form-values";
import { Radios } from "./radios";

export interface VacancyFormProps {
  id: string;
  /** The vacancy's fields, empty ones, or those of the address (a no-JS finder search). */
  defaultValue: VacancyFormValues;
  /** The action's reply to a refused post: what was typed and the messages. */
  lastResult: SubmissionResult<string[]> | null | undefined;
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
    <PlainField id={id} label={label} error={error} hint={p.counter(length, max)} required={required}>
      {rows ? <textarea {...props} rows={rows} /> : <input type="text" {...props} />}
    </PlainField>
  );
}

/**
 * A wage: digits (the keyboard's numbers on phones), at most WAGE_MAX; CSS shows it by the salary mode, and a
 * wage shown is required (marked «*»; aria-required, not required: a hidden one must not stop the post).
 */
function WageField({ name, value, error, children }: { name: "wage" | "wage2"; value: string; error?: string; children: ReactNode }) {
  const id = `vacancy-${name}`;
  return (
    <PlainField id={id} label={children} error={error} className={`vacancy-${name}`} required>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        name={name}
        defaultValue={value}
        maxLength={WAGE_MAX}
        aria-required
        {...describedBy(id, error)}
      />
    </PlainField>
  );
}

/** The fields that show a message of their own. */
const FIELDS = [
  "position",
  "departmentId",
  "contactId",
  "cityId",
  "sector",
  "level",
  "wage",
  "wage2",
  "responsibility",
  "requirements",
  "conditions",
  "state",
];

/** The fields' values as the form shows them (the reply's typed ones, else the defaults) and their messages. */
function shownOf(fields: Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]> | undefined>) {
  const initial = (name: string) => {
    const value = fields[name]?.initialValue;
    return typeof value === "string" ? value : null;
  };
  const values = readFormValues({ get: initial, has: (name) => Boolean(initial(name)) });
  const errors: Record<string, string | undefined> = Object.fromEntries(FIELDS.map((name) => [name, fields[name]?.errors?.[0]]));
  return { values, errors };
}

export function VacancyForm({ id, defaultValue, lastResult, cities, department, contact, formToken, cancelTo }: VacancyFormProps) {
  const { form, fields, busy, keys } = useSaveForm({
    id,
    lastResult,
    defaultValue: postedFormValues(defaultValue),
    formToken,
  });
  const { values, errors } = shownOf(fields as never);
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      className="vacancy-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // Only a post that leaves: a refusal in the browser keeps the page where it is.
        if (!event.defaultPrevented) markLeavingForm();
      }}
    >
      <FormKeys {...keys} />
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <CountedText name="position" label={p.position} value={values.position} error={errors.position} max={POSITION_MAX} required />
      <Finder state={department} label={p.department} error={errors.departmentId} required />
      <Finder state={contact} label={p.contact} error={errors.contactId} required />
      <PlainField id="vacancy-cityId" label={p.city} error={errors.cityId} required>
        <select id="vacancy-cityId" name="cityId" defaultValue={values.cityId} required {...describedBy("vacancy-cityId", errors.cityId)}>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </PlainField>
      <Radios
        name="sector"
        legend={p.sector}
        value={values.sector}
        options={SECTORS.map((s) => [s, t.sectors[s]])}
        error={errors.sector}
        required
      />
      <Radios
        name="level"
        legend={p.level}
        value={values.level}
        options={LEVELS.map((l) => [l, t.levels[l]])}
        error={errors.level}
        required
      />
      <fieldset className="field vacancy-salary-field">
        <legend>
          {p.salary}
          <RequiredMark />
        </legend>
        {SALARY_MODES.map((mode) => (
          <span key={mode} className="vacancy-salary-field__mode">
            <input
              type="radio"
              id={`salary-${mode}`}
              className={`salary-mode salary-mode--${mode}`}
              required
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
