// /admin/club-card-statistic: cards issued by month, discounts by month, by partner and by both, in a period
// (the last twelve months by default), as SVG charts drawn on the server, each with its table, and the CSV
// export. Card admins (ROLE_CLUB_CARD_ADMIN) and administrators; no script needed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DateRangeFields } from "~/shared/forms/date-range-fields";
import { FormErrors } from "~/shared/forms/fields";
import { BarChart } from "~/shared/ui/charts";
import chartStyles from "~/shared/ui/charts.css";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { statistic as t } from "../messages";
import { statisticLoader } from "../server/statistic-pages.server";
import styles from "../ui/club-card.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/admin" };
export const loader = statisticLoader;
export { RefusalBoundary as ErrorBoundary };

const text = (title: string, columns: readonly string[]) => ({ title, tableLabel: t.tableOf(title), columns });

export default function ClubCardStatisticPage() {
  const { values, errors, exportHref, report } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <Form method="get" className="card gate-day" aria-label={t.periodLegend} key={`${values.from}-${values.to}`}>
        <DateRangeFields idPrefix="club-stats" values={values} errors={errors} labels={t} />
        <FormErrors id="club-stats-error" errors={errors[""] ? [errors[""]] : undefined} />
        <p>
          <button type="submit" className="button button--primary">
            {t.show}
          </button>
        </p>
      </Form>
      <p>
        <Link to={exportHref} reloadDocument download>
          {t.exportCsv}
        </Link>
      </p>
      {report ? (
        <>
          <p role="status">{t.totals(report.cards, report.uses)}</p>
          <section className="card" aria-labelledby="club-stats-cards">
            <h2 id="club-stats-cards">{t.cardsByMonth}</h2>
            {report.cardsByMonth.length ? (
              <BarChart id="chart-cards" text={text(t.cardsByMonth, [t.month, t.cards])} items={report.cardsByMonth} />
            ) : (
              <p className="muted">{t.none}</p>
            )}
          </section>
          <section className="card" aria-labelledby="club-stats-uses">
            <h2 id="club-stats-uses">{t.usesByMonth}</h2>
            {report.usesByMonth.length ? (
              <BarChart id="chart-uses" text={text(t.usesByMonth, [t.month, t.uses])} items={report.usesByMonth} />
            ) : (
              <p className="muted">{t.none}</p>
            )}
            <h2 id="club-stats-partners">{t.usesByPartner}</h2>
            {report.usesByPartner.length ? (
              <BarChart id="chart-partners" text={text(t.usesByPartner, [t.partner, t.uses])} items={report.usesByPartner} />
            ) : (
              <p className="muted">{t.none}</p>
            )}
            {report.usesByPartnerMonth.length ? (
              <details className="chart__table" id="table-partner-months">
                <summary>{t.tableOf(t.usesByPartnerMonth)}</summary>
                <table className="stats-table">
                  <caption className="visually-hidden">{t.usesByPartnerMonth}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.partner}</th>
                      <th scope="col">{t.month}</th>
                      <th scope="col" className="stats-number">
                        {t.uses}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.usesByPartnerMonth.map((row) => (
                      <tr key={row.key}>
                        <th scope="row">{row.name}</th>
                        <td>{row.month}</td>
                        <td className="stats-number">{row.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </section>
        </>
      ) : (
        <p className="muted">{t.fixPeriod}</p>
      )}
    </>
  );
}
