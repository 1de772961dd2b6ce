// A month's grid: the weekdays' row (Пн…Вс), then its days, each with its number (on a phone: its full date,
// «7 декабря 2026, понедельник», which screen readers hear everywhere) and its entries — time and title,
// linked to their page, marked with their source's tone. Days of the neighbouring months are dimmed.
import { Link } from "~/shared/ui/link";
import type { DayEntry, MonthView } from "../server/calendar.server";
import { dayText, messages as t } from "../messages";
import { weekdayOf } from "../month";

function Entry({ entry }: { entry: DayEntry }) {
  return (
    <li className={`calendar-entry calendar-tone-${entry.tone % 8}`}>
      {entry.time ? <time>{entry.time}</time> : null}
      {entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}
      {entry.note ? <span className="visually-hidden">{`, ${entry.note}`}</span> : null}
    </li>
  );
}

export function MonthGrid({ view }: { view: MonthView }) {
  return (
    <>
      <ol className="calendar-weekdays" aria-hidden="true">
        {t.weekdays.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ol>
      <ol className="calendar-grid">
        {view.days.map(({ day, inMonth, entries }) => {
          const today = day === view.today;
          const classes = ["calendar-day"];
          if (!inMonth) classes.push("calendar-day--other");
          if (entries.length === 0) classes.push("calendar-day--free");
          if (today) classes.push("calendar-day--today");
          return (
            <li key={day} className={classes.join(" ")} aria-current={today ? "date" : undefined}>
              <span className="calendar-num" aria-hidden="true">
                {Number(day.slice(8, 10))}
              </span>
              <span className="calendar-full visually-hidden">
                {`${dayText(day)}, ${t.weekdaysFull[weekdayOf(day)]}${today ? `, ${t.today}` : ""}`}
              </span>
              {entries.length > 0 ? (
                <ul className="calendar-entries">
                  {entries.map((entry) => (
                    <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
