// The statistics pages' loaders and CSV exports, apart from their markup. A page reads its period (and
// department) from the address — a GET form, so it works without JavaScript and its address can be shared;
// a period it cannot read is said by its field, which keeps what was typed, and no figures are shown.
// Labels are made here, so the page and its hydration print the same text.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/platform/csv.server";
import { isDomainError } from "~/platform/errors";
import { queryFilters } from "~/platform/list-page.server";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { formatDate } from "~/shared/dates";
import { statistics as t } from "../messages";
import { csvHeaders, statisticsRefusals } from "../messages.server";
import { mayReadStatistics } from "../policy";
import { periodSchema, type PeriodInput } from "../schema";
import type { Figures, Period } from "./figures.server";
import type { RequestFigures } from "./statistics.server";

function requireReader(request: Request, context: AppLoadContext, title: string) {
  const actor = requireSignedIn(request, context);
  if (!mayReadStatistics(actor)) throw refusePage(403, { pageTitle: title });
  return actor;
}

/** The form as typed (the period's dates when left empty), its errors, the read input and the export's query. */
function readForm(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const read = queryFilters<PeriodInput>(request, periodSchema);
  let { filter, errors } = read;
  let period = null;
  try {
    period = filter ? context.services.statistics.periodOf(filter) : null;
  } catch (error) {
    // A start more than three years ago with the end left empty (today).
    if (!isDomainError(error)) throw error;
    [filter, errors] = [null, error.fieldErrors ?? { "": error.message }];
  }
  const typed = (name: string) => (params.get(name) ?? "").slice(0, 40);
  const values = {
    from: typed("from") || (period ? formatDate(period.from) : ""),
    to: typed("to") || (period ? formatDate(period.to) : ""),
    departmentId: typed("departmentId"),
  };
  return { filter, errors, values, exportQuery: params.toString() };
}

const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
const monthLabel = (key: string) => `${key.slice(5, 7)}.${key.slice(0, 4)}`;
const sectionLabel = (section: string) => (section ? `/${section}` : t.home);

/** The figures as the page draws them. */
function present(figures: Figures) {
  return {
    totals: [
      { name: "pages", label: t.pages, value: figures.totals.pages },
      { name: "api", label: t.api, value: figures.totals.api },
      { name: "sign-ins", label: t.signIns, value: figures.totals.signIns },
      { name: "posts", label: t.posts, value: figures.feed.posts },
      { name: "comments", label: t.comments, value: figures.feed.comments },
      { name: "likes", label: t.likes, value: figures.feed.likes },
      { name: "push-devices", label: t.pushDevices, value: figures.push.devices },
      { name: "push-people", label: t.pushPeople, value: figures.push.people },
    ],
    days: {
      labels: figures.days.map((d) => dayLabel(d.day)),
      active: figures.days.map((d) => d.active),
      pages: figures.days.map((d) => d.pages),
      api: figures.days.map((d) => d.api),
      signIns: figures.days.map((d) => d.signIns),
    },
    weeks: figures.weeks.map((w) => ({ label: formatDate(w.key), value: w.active })),
    months: figures.months.map((m) => ({ label: monthLabel(m.key), value: m.active })),
    pagesBySection: figures.pagesBySection.map((s) => ({ label: sectionLabel(s.section), value: s.count })),
    apiBySection: figures.apiBySection.map((s) => ({ label: `/api/${s.section}`, value: s.count })),
  };
}

export async function statisticPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireReader(request, context, t.title);
  const form = readForm(request, context);
  const { statistics } = context.services;
  const summary = form.filter ? await statistics.summary(actor, form.filter) : null;
  return {
    values: form.values,
    errors: form.errors,
    exportHref: `/admin/statistic/export?${form.exportQuery}`,
    departments: await statistics.departments(actor),
    report: summary ? present(summary.figures) : null,
  };
}

function presentRequests(figures: RequestFigures) {
  const byType = new Map<string, number>();
  for (const r of figures.byTypeStatus) byType.set(r.typeName, (byType.get(r.typeName) ?? 0) + r.count);
  return {
    byType: [...byType].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value),
    byTypeStatus: figures.byTypeStatus
      .map((r) => ({ key: `${r.type}/${r.status}`, type: r.typeName, status: r.statusName, count: r.count }))
      .sort((a, b) => a.type.localeCompare(b.type) || b.count - a.count),
    byHandler: figures.byHandler.map((h) => ({ label: h.name, value: h.claims, open: h.open, key: h.userId })),
    closing: figures.closing.map((c) => ({ label: c.typeName, value: Math.round(c.averageDays * 10) / 10, closed: c.closed })),
    overdue: figures.overdue.map((o) => ({ label: o.service, value: o.count })),
  };
}

export async function requestStatisticPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireReader(request, context, t.requestsTitle);
  const form = readForm(request, context);
  const result = form.filter ? await context.services.statistics.requests(actor, form.filter) : null;
  return {
    values: form.values,
    errors: form.errors,
    exportHref: `/admin/request-statistic/export?${form.exportQuery}`,
    departments: await context.services.statistics.departments(actor),
    report: result ? presentRequests(result.figures) : null,
  };
}

/** An export refused: the reason as plain text (a file's address has no page to show it on). */
const plainRefusal = (status: 400 | 403, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

type Line = readonly (string | number | null)[];

async function exported(
  request: Request,
  context: AppLoadContext,
  name: string,
  lines: (input: PeriodInput) => Promise<{ period: Period; lines: Line[] }>,
) {
  const actor = requireSignedIn(request, context);
  if (!mayReadStatistics(actor)) return plainRefusal(403, statisticsRefusals.noRight);
  const { filter, errors } = queryFilters<PeriodInput>(request, periodSchema);
  if (!filter) return plainRefusal(400, Object.values(errors).join("\n"));
  let made: Awaited<ReturnType<typeof lines>>;
  try {
    made = await lines(filter);
  } catch (error) {
    if (isDomainError(error) && error.kind === "invalid") return plainRefusal(400, error.message);
    throw error;
  }
  async function* one() {
    yield made.lines;
  }
  return csvResponse(`${name}-${made.period.from}-${made.period.to}.csv`, csvHeaders, one());
}

/** GET /admin/statistic/export?<the page's period>: each figure of the page, a line each. */
export function statisticExportLoader({ request, context }: LoaderFunctionArgs) {
  return exported(request, context, "statistic", async (input) => {
    const { period, figures: f } = await context.services.statistics.summary(context.actor, input);
    const lines: Line[] = [
      [t.pages, null, f.totals.pages],
      [t.api, null, f.totals.api],
      [t.signIns, null, f.totals.signIns],
      [t.posts, null, f.feed.posts],
      [t.comments, null, f.feed.comments],
      [t.likes, null, f.feed.likes],
      [t.pushDevices, null, f.push.devices],
      [t.pushPeople, null, f.push.people],
      ...f.days.flatMap((d): Line[] => [
        [t.activeByDay, d.day, d.active],
        [t.pages, d.day, d.pages],
        [t.api, d.day, d.api],
        [t.signIns, d.day, d.signIns],
      ]),
      ...f.weeks.map((w): Line => [t.activeByWeek, w.key, w.active]),
      ...f.months.map((m): Line => [t.activeByMonth, m.key, m.active]),
      ...f.pagesBySection.map((s): Line => [t.pagesBySection, sectionLabel(s.section), s.count]),
      ...f.apiBySection.map((s): Line => [t.apiBySection, `/api/${s.section}`, s.count]),
    ];
    return { period, lines };
  });
}

/** GET /admin/request-statistic/export?<the page's period> */
export function requestStatisticExportLoader({ request, context }: LoaderFunctionArgs) {
  return exported(request, context, "request-statistic", async (input) => {
    const { period, figures: f } = await context.services.statistics.requests(context.actor, input);
    const lines: Line[] = [
      ...f.byTypeStatus.map((r): Line => [t.byTypeStatus, `${r.typeName} / ${r.statusName}`, r.count]),
      ...f.byHandler.map((h): Line => [t.byHandler, h.name, h.claims]),
      ...f.closing.map((c): Line => [t.closing, c.typeName, Math.round(c.averageDays * 10) / 10]),
      ...f.overdue.map((o): Line => [t.overdue, o.service, o.count]),
    ];
    return { period, lines };
  });
}
