// /company-pages/{slug}/versions: a company page's versions, newest first (its editors only), who saved each
// and when, VERSIONS_PAGE at a time (?before=n: the page after version n); each opens its own page.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { versionsLoader } from "../server/page-routes.server";
import { companyPageLinks } from "../ui/company-page";
import { messages as t } from "../messages";
import { pageUrl } from "../pages";

export const links = companyPageLinks;
export const meta: MetaFunction<typeof versionsLoader> = ({ data }) => pageTitle(data ? t.versionsTitle(t.titles[data.slug]) : undefined);
export const handle = { title: t.versions };
export const loader = versionsLoader;

export default function CompanyPageVersions() {
  const page = useLoaderData<typeof loader>();
  const here = pageUrl.versions(page.slug);
  return (
    <section className="card company-page">
      <h1 className="page-title">{t.versionsTitle(page.name)}</h1>
      <p>
        <Link to={pageUrl.view(page.slug)}>{page.name}</Link>
      </p>
      <ol className="company-versions" reversed>
        {page.versions.map((v) => (
          <li key={v.version}>
            <Link to={pageUrl.version(page.slug, v.version)}>{t.version(v.version)}</Link> <span>{v.title}</span>{" "}
            <span className="muted">
              {v.day} · {v.who}
              {v.version === page.current ? ` · ${t.current}` : null}
              {v.restoredFrom !== null ? ` · ${t.restoredFrom(v.restoredFrom)}` : null}
            </span>
          </li>
        ))}
      </ol>
      {page.older !== null || page.paged ? (
        <nav className="pager" aria-label={t.versionsPages}>
          {page.paged ? <Link to={here}>{t.versionsNewest}</Link> : null}{" "}
          {page.older !== null ? <Link to={`${here}?before=${page.older}`}>{t.versionsOlder}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
