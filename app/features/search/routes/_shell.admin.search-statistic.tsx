// /admin/search-statistic (issue #16 point 9): what people searched for in a period (a GET form, the last 30
// days by default): searches, distinct people, the shares with nothing found and answered by a retry, per
// day (CSS bars), the top queries, those finding nothing, and the blocks with results. Never who searched.
// Log readers and administrators; no script needed.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { searchStatisticLoader } from "~/features/search/stats/page.server";
import { searchStatistic as t } from "~/features/search/stats/messages";
import { DateRangeFields } from "~/shared/forms/date-range-fields";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable, type StackColumn } from "~/shared/ui/stack-table";
import styles from "~/features/search/stats/search-statistic.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/admin" };

export const loader = (args: LoaderFunctionArgs) => searchStatisticLoader(args);

export { RefusalBoundary as ErrorBoundary };

type Report = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["report"]>;

export default function SearchStatisticPage() {
  const { fields, errors, report } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {/* Keyed by the period: with JavaScript a new period's page shows its own dates in the fields. */}
      <Form method="get" className="card stats-period" aria-label={t.periodLegend} key={`${fields.from}-${fields.to}`}>
        <DateRangeFields idPrefix="stats" values={fields} errors={errors} labels={t} />
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </Form>
      {report ? <Figures report={report} /> : <p className="muted">{t.fixPeriod}</p>}
    </>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <>
      <section className="card" aria-labelledby="stats-summary">
        <h2 id="stats-summary">{t.summary}</h2>
        <dl className="stats-summary">
          {report.summary.map((item) => (
            <div key={item.name} id={`stats-${item.name}`}>
              <dt>
                {item.label}
                {item.name === "corrected" ? <span className="muted"> ({t.correctedHint})</span> : null}
              </dt>
              <dd>
                <span className="stats-number">{item.value}</span>
                {item.share !== null ? <span className="muted"> · {item.share}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        <h3 id="stats-sources">{t.bySource}</h3>
        <dl className="stats-summary">
          {report.bySource.map((item) => (
            <div key={item.source} id={`stats-source-${item.source}`}>
              <dt>{item.label}</dt>
              <dd>
                <span className="stats-number">{item.value}</span>
              </dd>
            </div>
          ))}
        </dl>
        {report.empty ? <p className="muted">{t.noSearches}</p> : null}
      </section>
      <section className="card" aria-labelledby="stats-days">
        <h2 id="stats-days">{t.byDay}</h2>
        <table className="stats-table stats-days">
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col" className="stats-number">
                {t.searches}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byDay.map((day) => (
              <tr key={day.day} id={`day-${day.day}`}>
                <th scope="row">{day.label}</th>
                <td>
                  <div className="stats-day">
                    <span className="stats-day__track" aria-hidden="true">
                      <span className="stats-bar" style={{ width: `${day.bar}%` }} />
                    </span>
                    <span className="stats-number">{day.searches}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <TopQueries id="stats-top" title={t.topQueries} list={report.top} limit={report.topLimit} />
      <TopQueries id="stats-nothing" title={t.topNothingFound} list={report.topNothingFound} limit={report.topLimit} />
      <section className="card" aria-labelledby="stats-blocks">
        <h2 id="stats-blocks">{t.byBlock}</h2>
        <p className="muted">{t.byBlockLead}</p>
        <StackTable
          columns={BLOCK_COLUMNS}
          rows={report.byBlock}
          keyOf={(block) => block.indexName}
          idOf={(block) => `block-${block.indexName}`}
        />
      </section>
    </>
  );
}

const BLOCK_COLUMNS: StackColumn<Report["byBlock"][number]>[] = [
  { label: t.block, cell: (block) => block.header ?? block.indexName, rowHeader: true },
  { label: t.indexName, cell: (block) => <code>{block.indexName}</code> },
  { label: t.searches, cell: (block) => block.searches, number: true },
  { label: t.share, cell: (block) => block.share, number: true },
];

function TopQueries({ id, title, list, limit }: { id: string; title: string; list: Report["top"]; limit: number }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <table className="stats-table">
          <caption className="visually-hidden">{t.topCaption(limit)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.query}</th>
              <th scope="col" className="stats-number">
                {t.times}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.query}>
                <td className="stats-query">{item.query}</td>
                <td className="stats-number">{item.searches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
