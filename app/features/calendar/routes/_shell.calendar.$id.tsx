// /calendar/{id}: the person's month (hers alone), Monday first — the arrows to the previous and next month
// and the picker of months and years as plain links, the grid (on a phone: the list of days with entries), the
// legend of the sources, and her secret .ics link with «Новая ссылка» (a plain post; the link is shown once).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/calendar.css";
import { dayText, messages as t } from "../messages";
import { monthAction, monthLoader } from "../server/pages.server";
import { parseMonth, shiftMonth, type Month } from "../month";
import { MonthGrid } from "../ui/month-grid";
import { MonthPicker } from "../ui/month-picker";
import { monthHref } from "../ui/month-links";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) return refusalMeta(error);
  const shown = data ? parseMonth(data.view.month) : null;
  return pageTitle(shown ? `${t.title}: ${monthName(shown)}` : t.title);
};
export const handle = { title: t.title };
export const loader = monthLoader;
export const action = monthAction;

const monthName = (m: Month) => `${t.monthNames[m.month - 1]} ${m.year}`;

export default function CalendarPage() {
  const { view, feedMadeOn, yearsFrom } = useLoaderData<typeof loader>();
  const renewed = useActionData<typeof action>();
  const shown = parseMonth(view.month)!;
  const previous = shiftMonth(shown, -1);
  const next = shiftMonth(shown, 1);
  const empty = view.days.every((d) => !d.inMonth || d.entries.length === 0);
  return (
    <div className="calendar">
      <h1 className="page-title">{t.title}</h1>
      <section className="card" aria-labelledby="calendar-month">
        <nav className="calendar-head" aria-label={t.monthNavigation}>
          {previous ? (
            <Link
              to={monthHref(view.userId, previous)}
              className="calendar-arrow"
              aria-label={`${t.previousMonth}: ${monthName(previous)}`}
            >
              ‹
            </Link>
          ) : null}
          <h2 id="calendar-month" aria-live="polite">
            {monthName(shown)}
          </h2>
          {next ? (
            <Link to={monthHref(view.userId, next)} className="calendar-arrow" aria-label={`${t.nextMonth}: ${monthName(next)}`}>
              ›
            </Link>
          ) : null}
          {view.today.slice(0, 7) !== view.month ? <Link to={`/calendar/${view.userId}`}>{t.thisMonth}</Link> : null}
        </nav>
        <MonthPicker key={`${view.month}-${yearsFrom ?? ""}`} userId={view.userId} shown={shown} yearsFrom={yearsFrom} />
        <MonthGrid view={view} />
        {empty ? <p className="calendar-empty">{t.emptyMonth}</p> : null}
        <h3 className="visually-hidden" id="calendar-legend">
          {t.legend}
        </h3>
        <ul className="calendar-legend" aria-labelledby="calendar-legend">
          {view.legend.map((s) => (
            <li key={s.kind} className={`calendar-tone-${s.tone % 8}`}>
              {s.label}
            </li>
          ))}
        </ul>
      </section>
      <section className="card calendar-feed" aria-labelledby="calendar-feed">
        <h2 id="calendar-feed" className="card__title">
          {t.feedTitle}
        </h2>
        <p>{t.feedHint}</p>
        {renewed ? (
          <div role="status">
            <p>
              <strong>{renewed.renewed}</strong> {t.feedShown}
            </p>
            <label htmlFor="calendar-feed-link">{t.feedLink}</label>
            <input id="calendar-feed-link" className="calendar-feed__link" type="text" readOnly value={renewed.feedUrl} />
          </div>
        ) : (
          <p className="muted">{feedMadeOn ? t.feedSince(dayText(feedMadeOn)) : t.feedNone}</p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="renew" />
          <button type="submit" className="button">
            {t.feedNew}
          </button>
        </Form>
      </section>
    </div>
  );
}
