// /services: the hub. The categories with the services this person may ask for, a search box that filters
// them (a GET form: the same without JavaScript), and her open requests with their statuses.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Icon } from "~/shared/ui/icons";
import { Link } from "~/shared/ui/link";
import { messages as t } from "~/features/service-requests/messages/services";
import { hubPage } from "~/features/service-requests/server/pages.server";
import { RequestTable } from "~/features/service-requests/ui/request-table";
import { serviceIcon } from "~/features/service-requests/ui/service-icons";
import styles from "~/features/service-requests/ui/services.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.hubTitle);
export const handle = { title: t.hubTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return hubPage(context, requireSignedIn(request, context), request);
}

export default function ServicesHub() {
  const { q, categories, open, allHref, canConfigure } = useLoaderData<typeof loader>();
  return (
    <div className="services">
      <h1 className="page-title">{t.hubTitle}</h1>
      {canConfigure ? (
        <p className="services__back">
          <Link to="/services/admin">{t.links.catalogue}</Link>
        </p>
      ) : null}
      <Form method="get" role="search" className="card services__search">
        <label htmlFor="services-q">{t.search}</label>
        <div className="services__search-row">
          <input id="services-q" name="q" type="search" defaultValue={q} placeholder={t.searchHint} autoComplete="off" />
          <button type="submit" className="button button--primary">
            {t.find}
          </button>
          {q ? <Link to="/services">{t.reset}</Link> : null}
        </div>
      </Form>
      {categories.length === 0 ? (
        <p className="card empty-state" role="status">
          {q ? t.nothingFound(q) : t.noServices}
        </p>
      ) : (
        categories.map((category) => (
          <section key={category.id} className="card" aria-labelledby={`services-category-${category.id}`}>
            <h2 id={`services-category-${category.id}`} className="card__title">
              {category.name}
            </h2>
            <ul className="services__list">
              {category.services.map((s) => (
                <li key={s.id}>
                  <Link to={`/services/${s.key}`} className="services__item">
                    <Icon name={serviceIcon(s.icon)} size={28} />
                    <span>
                      <span className="services__name">{s.name}</span>
                      <span className="services__description">{s.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="card">
        <Link to="/services/hot-line">{t.links.hotLine}</Link>
      </p>
      <section className="card" aria-labelledby="services-open">
        <h2 id="services-open" className="card__title">
          {t.openRequests}
        </h2>
        <RequestTable rows={open} caption={t.openRequests} empty={t.noOpenRequests} />
        <p>
          <Link to={allHref}>{t.allRequests}</Link>
        </p>
      </section>
    </div>
  );
}
