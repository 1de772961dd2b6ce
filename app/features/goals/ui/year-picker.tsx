// The year a goals page shows: a GET form (works without JavaScript), the goals of every period of that year.
import { Form } from "@remix-run/react";
import { messages as t } from "../messages";

export function YearPicker({ year, years }: { year: number; years: number[] }) {
  return (
    <Form method="get" className="goals-year">
      <div className="field">
        <label htmlFor="goals-year">{t.yearLabel}</label>
        <select id="goals-year" name="year" defaultValue={year}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t.show}
      </button>
    </Form>
  );
}
