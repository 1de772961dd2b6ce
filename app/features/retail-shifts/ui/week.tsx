// The shop's week: a list by day on a phone, a grid of seven days on a wide screen (retail-shifts.css). Each shift
// links to its card; the reader's own are marked, and so are those on offer. The manager's page adds a form to
// each shift (`extra`).
import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { dayDate, dayName } from "../days";
import type { ScheduleDay, ShiftItem } from "../server/model";

export const shiftHref = (id: number) => `/services/retail-shifts/${id}`;
export const shiftTime = (s: { from: string; to: string }) => `${s.from}–${s.to}`;

/** «пн, 7 декабря, 09:00–15:00». */
export const shiftWhen = (s: { day: string; from: string; to: string }) => `${dayName(s.day)}, ${shiftTime(s)}`;

/** «Неделя 7 декабря 2026 г. — 13 декабря 2026 г.». */
export const weekTitle = (days: ScheduleDay[]) => t.week(dayDate(days[0]!.day), dayDate(days.at(-1)!.day));

export function SwapMark({ status }: { status: "OFFERED" | "TAKEN" }) {
  return (
    <span className={status === "TAKEN" ? "shift-mark shift-mark--wait" : "shift-mark"}>{status === "TAKEN" ? t.taken : t.offered}</span>
  );
}

export function WeekSchedule({ days, today, extra }: { days: ScheduleDay[]; today: string; extra?: (shift: ShiftItem) => ReactNode }) {
  return (
    <ol className="shift-week">
      {days.map(({ day, shifts }) => (
        <li key={day} className={day === today ? "shift-day shift-day--today" : "shift-day"}>
          <h3>{dayName(day)}</h3>
          {shifts.length === 0 ? (
            <p className="shift-none">{t.noShifts}</p>
          ) : (
            <ul className="shift-list">
              {shifts.map((s) => (
                <li key={s.id} className={s.mine ? "shift shift--mine" : "shift"}>
                  <Link to={shiftHref(s.id)}>{shiftTime(s)}</Link>
                  <span title={s.person.name}>{s.person.short}</span>
                  {s.mine ? <span className="shift-mark">{t.mine}</span> : null}
                  {s.swap ? <SwapMark status={s.swap.status} /> : null}
                  {extra?.(s)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
