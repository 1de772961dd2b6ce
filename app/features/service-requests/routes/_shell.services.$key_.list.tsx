// /services/{key}/list: a service's requests for its administrators (the spec's /services/statements/list, where
// a completed statement's notification leads with #{id}): every person's, newest first, a status filter (a GET
// form, the same without JavaScript) and «Дальше» by keyset. Each row is anchored by its number.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { StackTable } from "~/shared/ui/stack-table";
import { listMessages as t } from "~/features/service-requests/messages/list";
import { statusNames } from "~/features/service-requests/messages/services";
import { serviceListPage } from "~/features/service-requests/server/admin-pages.server";
import styles from "~/features/service-requests/ui/services.css";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(t.title(data.service.name));
export const handle = { title: t.heading };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return serviceListPage(context, requireSignedIn(request, context), params.key ?? "", request);
}

export default function ServiceList() {
  const { service, rows, status, nextHref, me } = useLoaderData<typeof loader>();
  return (
    <div className="services">
      <p className="services__back">
        <Link to={`/services/${service.key}`}>{service.name}</Link>
      </p>
      <h1 className="page-title">{t.title(service.name)}</h1>
      <Form method="get" className="card services__search">
        <label htmlFor="list-status">{t.status}</label>
        <div className="services__search-row">
          <select id="list-status" name="status" defaultValue={status ?? ""}>
            <option value="">{t.allStatuses}</option>
            {Object.entries(statusNames).map(([name, description]) => (
              <option key={name} value={name}>
                {description}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary">
            {t.show}
          </button>
        </div>
      </Form>
      <section className="card" aria-label={t.title(service.name)}>
        {rows.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <StackTable
            caption={t.title(service.name)}
            rows={rows}
            keyOf={(r) => r.id}
            idOf={(r) => String(r.id)}
            columns={[
              { label: t.column.id, cell: (r) => <Link to={`/user/${me}/approvement-requests/${r.id}`}>{r.id}</Link> },
              { label: t.column.owner, cell: (r) => <Link to={`/user/${r.owner.id}`}>{r.owner.name}</Link> },
              { label: t.column.summary, cell: (r) => r.summary },
              { label: t.column.status, cell: (r) => r.status },
              { label: t.column.date, cell: (r) => r.date },
              {
                label: t.column.due,
                cell: (r) =>
                  r.due === null ? null : r.overdue ? (
                    <strong className="services__overdue">
                      {r.due} — {t.overdue}
                    </strong>
                  ) : (
                    r.due
                  ),
              },
            ]}
          />
        )}
        {nextHref ? (
          <nav className="claims-pager" aria-label={t.title(service.name)}>
            <Link to={nextHref}>{t.next}</Link>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
