// /admin/search-statistic (issue #16 point 9): the search statistics of a period chosen by a GET form, for
// log readers and administrators (403 for others). The period's dates are dd.mm.yyyy, the last 30 days
// (today included) when left empty; a date that does not exist or an end before the start is said beside
// its field, which keeps what was typed, and no figures are shown (200, as the portal's other filters).
// Numbers and dates are formatted here, so the page and its hydration print the same text.
import type { AppLoadContext } from "@remix-run/node";
import { ru as ruLocale } from "date-fns/locale/ru";
import { format } from "date-fns";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { formatDate, normalizeDate } from "~/shared/dates";
import { canReadSearchStatistics } from "../policy";
import { searchStatistic as t } from "./messages";
import { KEEP_DAYS } from "./recorder.server";
import { TOP, type Period, type SearchFigures } from "./queries.server";

type Args = { request: Request; context: AppLoadContext };

/** The default period: this many days up to today. */
const DEFAULT_DAYS = 30;
const MAX_TYPED = 40;

/** A typed dd.mm.yyyy as the day it names (yyyy-MM-dd); null when it is not a date that exists. */
const dayOfTyped = (typed: string) => normalizeDate(typed) || null;

/** A day yyyy-MM-dd moved by `days` (calendar days: computed in UTC, so no clock change shifts it). */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PeriodForm {
  /** The fields as typed (the default period's dates when nothing was). */
  fields: { from: string; to: string };
  errors: { from?: string; to?: string };
  period: Period | null;
}

/** The period of the form's from/to; an empty field takes the default's date. */
export function readPeriod(from: string | null, to: string | null, today: string): PeriodForm {
  // Cut: a field shows back what was typed, and no date is longer.
  const typedFrom = (from ?? "").trim().slice(0, MAX_TYPED);
  const typedTo = (to ?? "").trim().slice(0, MAX_TYPED);
  const fields = { from: typedFrom || formatDate(shift(today, 1 - DEFAULT_DAYS)), to: typedTo || formatDate(today) };
  const [first, last] = [dayOfTyped(fields.from), dayOfTyped(fields.to)];
  const errors: PeriodForm["errors"] = {};
  if (!first) errors.from = t.dateInvalid;
  if (!last) errors.to = t.dateInvalid;
  else if (first && last < first) errors.to = t.endBeforeStart;
  return { fields, errors, period: first && last && !errors.to ? { from: first, to: last } : null };
}

const numbers = new Intl.NumberFormat("ru-RU");
const percents = new Intl.NumberFormat("ru-RU", { style: "percent", maximumFractionDigits: 1 });
const number = (value: number) => numbers.format(value);
const share = (part: number, whole: number) => percents.format(whole > 0 ? part / whole : 0);

/**
 * Every day of the period that may hold searches (none before the retention's oldest day or after today),
 * the days without any at 0, each with its bar's length against the busiest day.
 */
function days(figures: SearchFigures, period: Period, today: string) {
  const counts = new Map(figures.byDay.map((d) => [d.day, d.searches]));
  const oldest = shift(today, -KEEP_DAYS);
  const first = period.from > oldest ? period.from : oldest;
  const last = period.to < today ? period.to : today;
  const most = Math.max(1, ...counts.values());
  const list = [];
  for (let day = first; day <= last; day = shift(day, 1)) {
    const searches = counts.get(day) ?? 0;
    list.push({
      day,
      label: format(new Date(`${day}T12:00:00`), "dd.MM.yyyy, EEEEEE", { locale: ruLocale }),
      searches: number(searches),
      bar: Math.round((searches / most) * 1000) / 10,
    });
  }
  return list;
}

/** The figures as the page prints them. */
function present(figures: SearchFigures, period: Period, today: string, blocks: readonly { indexName: string; header: string }[]) {
  const total = figures.searches;
  const counted = new Map(figures.byBlock.map((b) => [b.indexName, b.searches]));
  // Every block of the results pages (0 included), then any other index only /api was asked for.
  const byBlock = [
    ...blocks.map((b) => ({ indexName: b.indexName, header: b.header })),
    ...figures.byBlock
      .filter((b) => !blocks.some((x) => x.indexName === b.indexName))
      .map((b) => ({ indexName: b.indexName, header: null })),
  ]
    .map((b) => ({ ...b, count: counted.get(b.indexName) ?? 0 }))
    .sort((a, b) => b.count - a.count)
    .map(({ count, ...b }) => ({ ...b, searches: number(count), share: share(count, total) }));
  const top = (list: SearchFigures["top"]) => list.map((q) => ({ query: q.query, searches: number(q.searches) }));
  return {
    empty: total === 0,
    summary: [
      { name: "searches", label: t.searches, value: number(total), share: null },
      { name: "people", label: t.people, value: number(figures.people), share: null },
      { name: "nothing-found", label: t.nothingFound, value: number(figures.nothingFound), share: share(figures.nothingFound, total) },
      { name: "corrected", label: t.corrected, value: number(figures.corrected), share: share(figures.corrected, total) },
    ],
    bySource: (["page", "dropdown", "api"] as const).map((source) => ({
      source,
      label: t.sources[source],
      value: number(figures.bySource.find((s) => s.source === source)?.searches ?? 0),
    })),
    byDay: days(figures, period, today),
    topLimit: TOP,
    top: top(figures.top),
    topNothingFound: top(figures.topNothingFound),
    byBlock,
  };
}

export async function searchStatisticLoader({ request, context }: Args) {
  const actor = requireSignedIn(request, context);
  if (!canReadSearchStatistics(actor)) throw refusePage(403, { pageTitle: t.title });
  const stats = context.services.searchStats;
  const today = stats.today();
  const params = new URL(request.url).searchParams;
  const form = readPeriod(params.get("from"), params.get("to"), today);
  const report = form.period ? present(await stats.report(form.period), form.period, today, context.services.search.results.blocks) : null;
  return { fields: form.fields, errors: form.errors, report };
}
