// The month picker of /calendar/{id}: a <details> (opens without script) with the year's twelve months and a
// page of 11 years, «earlier» and «later» moving the page by 9 (spec part 1 §2.7) — all plain links. A year's
// link keeps its page (`years=`), so the picker stays open where it was; a month's link is the choice.
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { yearPage, yearPageAround, type Month } from "../month";
import { monthHref } from "./month-links";

export function MonthPicker({ userId, shown, yearsFrom }: { userId: number; shown: Month; yearsFrom: number | null }) {
  const page = yearPage(yearsFrom ?? yearPageAround(shown.year));
  const from = page.years[0]!;
  return (
    <details className="calendar-picker" open={yearsFrom !== null}>
      <summary>{t.pick}</summary>
      <h3 id="calendar-pick-month">{t.pickMonth}</h3>
      <ul className="calendar-picker__row" aria-labelledby="calendar-pick-month">
        {t.monthShort.map((name, i) => (
          <li key={name}>
            <Link
              to={monthHref(userId, { year: shown.year, month: i + 1 })}
              aria-current={i + 1 === shown.month ? "date" : undefined}
              aria-label={`${t.monthNames[i]} ${shown.year}`}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
      <h3 id="calendar-pick-year">{t.pickYear}</h3>
      <ul className="calendar-picker__row" aria-labelledby="calendar-pick-year">
        {page.earlier !== null ? (
          <li>
            <Link to={monthHref(userId, shown, page.earlier)} aria-label={t.earlierYearsLabel}>
              «
            </Link>
          </li>
        ) : null}
        {page.years.map((year) => (
          <li key={year}>
            <Link to={monthHref(userId, { year, month: shown.month }, from)} aria-current={year === shown.year ? "date" : undefined}>
              {year}
            </Link>
          </li>
        ))}
        {page.later !== null ? (
          <li>
            <Link to={monthHref(userId, shown, page.later)} aria-label={t.laterYearsLabel}>
              »
            </Link>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
