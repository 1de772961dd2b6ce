// /admin/statistic (issue #33 point 4): the portal's activity in a period (the last 30 days by default) and a
// department: people active per day, week and month, sign-ins, pages and /api calls by section, posts,
// comments and likes, devices with push notifications. Charts are SVG drawn on the server, each with its
// table; exported to CSV. Log readers (ROLE_GET_LOG) and administrators; no script needed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import chartStyles from "~/shared/ui/charts.css";
import styles from "../ui/statistics.css";
import { statistics as t } from "../messages";
import { statisticPageLoader } from "../server/pages.server";
import { BarChart, formatNumber, LineChart } from "~/shared/ui/charts";
import { PeriodForm } from "../ui/period-form";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/admin" };

export const loader = statisticPageLoader;

export { RefusalBoundary as ErrorBoundary };

type Report = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>;

export default function StatisticPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <PeriodForm values={page.values} errors={page.errors} departments={page.departments} exportHref={page.exportHref} />
      {page.report ? <Figures report={page.report} /> : <p className="muted">{t.fixPeriod}</p>}
    </>
  );
}

const text = (title: string, columns: readonly string[]) => ({ title, tableLabel: t.tableOf(title), columns });

function Figures({ report }: { report: Report }) {
  return (
    <>
      <section className="card" aria-labelledby="stats-totals">
        <h2 id="stats-totals">{t.totals}</h2>
        <dl className="stats-summary">
          {report.totals.map((item) => (
            <div key={item.name} id={`stats-${item.name}`}>
              <dt>{item.label}</dt>
              <dd className="stats-number">{formatNumber(item.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="stats-active">
        <h2 id="stats-active">{t.activeTitle}</h2>
        <h3>{t.activeByDay}</h3>
        <LineChart
          id="chart-active-days"
          text={text(t.activeByDay, [t.day, t.people])}
          labels={report.days.labels}
          series={[{ name: t.people, values: report.days.active }]}
        />
        <h3>{t.activeByWeek}</h3>
        <BarChart id="chart-active-weeks" text={text(t.activeByWeek, [t.week, t.people])} items={report.weeks} />
        <h3>{t.activeByMonth}</h3>
        <BarChart id="chart-active-months" text={text(t.activeByMonth, [t.month, t.people])} items={report.months} />
      </section>
      <section className="card" aria-labelledby="stats-traffic">
        <h2 id="stats-traffic">{t.trafficByDay}</h2>
        <LineChart
          id="chart-traffic"
          text={text(t.trafficByDay, [t.day, t.pages, t.api, t.signIns])}
          labels={report.days.labels}
          series={[
            { name: t.pages, values: report.days.pages },
            { name: t.api, values: report.days.api },
            { name: t.signIns, values: report.days.signIns },
          ]}
        />
      </section>
      <section className="card" aria-labelledby="stats-sections">
        <h2 id="stats-sections">{t.pagesBySection}</h2>
        {report.pagesBySection.length ? (
          <BarChart id="chart-pages" text={text(t.pagesBySection, [t.section, t.count])} items={report.pagesBySection} />
        ) : (
          <p className="muted">{t.none}</p>
        )}
        <h2 id="stats-api">{t.apiBySection}</h2>
        {report.apiBySection.length ? (
          <BarChart id="chart-api" text={text(t.apiBySection, [t.section, t.count])} items={report.apiBySection} />
        ) : (
          <p className="muted">{t.none}</p>
        )}
      </section>
    </>
  );
}
