// /admin/search (issue #16 point 10): each full-text index with its items and waiting events, the last
// rebuild (when, how long, who; «идёт сейчас» while it runs) and «Перестроить индексы» for one index or
// all. A plain form; administrators only.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { searchAdminAction, searchAdminLoader } from "~/features/search/server/admin-page.server";
// Not from the .server module: the browser gets an empty module for it, and the options would lose their value.
import { ALL_INDEXES } from "~/features/search/query";
import { searchAdmin as t } from "~/features/search/admin/messages";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable, type StackColumn } from "~/shared/ui/stack-table";
import styles from "~/features/search/admin/search-admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/admin" };

export const loader = (args: LoaderFunctionArgs) => searchAdminLoader(args);
export const action = (args: ActionFunctionArgs) => searchAdminAction(args);

export { RefusalBoundary as ErrorBoundary };

type IndexRow = ReturnType<typeof useLoaderData<typeof loader>>["indexes"][number];
const INDEX_COLUMNS: StackColumn<IndexRow>[] = [
  { label: t.header, cell: (index) => index.header, rowHeader: true },
  { label: t.indexName, cell: (index) => <code>{index.indexName}</code> },
  { label: t.items, cell: (index) => index.items, number: true },
  { label: t.waiting, cell: (index) => index.waiting, number: true },
];

export default function SearchAdminPage() {
  const { indexes, lastRebuild } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : null;
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <StackTable
        className="search-indexes card"
        caption={t.indexesCaption}
        columns={INDEX_COLUMNS}
        rows={indexes}
        keyOf={(index) => index.indexName}
        idOf={(index) => `index-${index.indexName}`}
      />
      <section className="card" aria-labelledby="last-rebuild">
        <h2 id="last-rebuild">{t.lastRebuild}</h2>
        {lastRebuild ? (
          <dl className="facts">
            <dt>{t.startedAt}</dt>
            <dd>{lastRebuild.startedAt}</dd>
            <dt>{t.startedBy}</dt>
            <dd>{lastRebuild.startedBy ?? t.startedBySystem}</dd>
            <dt>{t.duration}</dt>
            <dd>{lastRebuild.running ? t.runningNow : lastRebuild.durationMs != null ? t.seconds(lastRebuild.durationMs) : "—"}</dd>
            {lastRebuild.items != null ? (
              <>
                <dt>{t.rebuildItems}</dt>
                <dd>{lastRebuild.items}</dd>
              </>
            ) : null}
            {lastRebuild.error ? (
              <>
                <dt>{t.rebuildError}</dt>
                <dd>{lastRebuild.error}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="muted">{t.noRebuild}</p>
        )}
      </section>
      <Form method="post" className="card search-rebuild-form" aria-label={t.rebuildLegend}>
        {error ? (
          <p id="rebuild-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="rebuild-index">{t.whichIndex}</label>
          <select id="rebuild-index" name="indexName" defaultValue={ALL_INDEXES} aria-describedby={error ? "rebuild-error" : undefined}>
            <option value={ALL_INDEXES}>{t.allIndexes}</option>
            {indexes.map((index) => (
              <option key={index.indexName} value={index.indexName}>
                {index.header} ({index.indexName})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t.rebuild}
        </button>
      </Form>
    </>
  );
}
