// /admin/request-statistic (issue #33 point 4): the claims and service requests filed in a period (the last
// 30 days by default), by everyone or by the people of a department with its sub-departments, by type and status, by current handler, how long the closed ones took, and the service
// requests overdue now. SVG charts with their tables; exported to CSV. Log readers and administrators.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import chartStyles from "~/shared/ui/charts.css";
import styles from "../ui/statistics.css";
import { statistics as t } from "../messages";
import { requestStatisticPageLoader } from "../server/pages.server";
import { BarChart, formatNumber } from "~/shared/ui/charts";
import { PeriodForm } from "../ui/period-form";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.requestsTitle));
export const handle = { title: t.requestsTitle, backTo: "/admin" };

export const loader = requestStatisticPageLoader;

export { RefusalBoundary as ErrorBoundary };

type Report = NonNullable<Awaited<ReturnType<typeof loader>>["report"]>;

export default function RequestStatisticPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.requestsTitle}</h1>
      <p className="muted">{t.requestsLead}</p>
      <PeriodForm values={page.values} errors={page.errors} departments={page.departments} exportHref={page.exportHref} />
      {page.report ? <Figures report={page.report} /> : <p className="muted">{t.fixPeriod}</p>}
    </>
  );
}

const text = (title: string, columns: readonly string[]) => ({ title, tableLabel: t.tableOf(title), columns });

function Chart({
  id,
  title,
  columns,
  items,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  items: readonly { label: string; value: number }[];
}) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {items.length ? <BarChart id={id} text={text(title, columns)} items={items} /> : <p className="muted">{t.none}</p>}
    </section>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <>
      <Chart id="chart-types" title={t.byType} columns={[t.type, t.count]} items={report.byType} />
      <section className="card" aria-labelledby="stats-type-status">
        <h2 id="stats-type-status">{t.byTypeStatus}</h2>
        {report.byTypeStatus.length ? (
          <table className="stats-table">
            <thead>
              <tr>
                <th scope="col">{t.type}</th>
                <th scope="col">{t.status}</th>
                <th scope="col" className="stats-number">
                  {t.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.byTypeStatus.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.type}</th>
                  <td>{r.status}</td>
                  <td className="stats-number">{formatNumber(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t.none}</p>
        )}
      </section>
      <Chart id="chart-handlers" title={t.byHandler} columns={[t.handler, t.count]} items={report.byHandler} />
      <Chart id="chart-closing" title={t.closing} columns={[t.type, t.averageDays]} items={report.closing} />
      <Chart id="chart-overdue" title={t.overdue} columns={[t.service, t.count]} items={report.overdue} />
    </>
  );
}
