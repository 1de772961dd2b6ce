// /company-pages/{slug}/versions: a company page's versions, newest first (its editors only), who saved each
// and when, VERSIONS_PAGE at a time (?before=n: the page after version n); each opens its own page.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { VersionList } from "~/shared/ui/version-list";
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
      <VersionList
        className="company-versions"
        rows={page.versions.map((v) => ({
          version: v.version,
          href: pageUrl.version(page.slug, v.version),
          label: t.version(v.version),
          title: v.title,
          details: [
            v.day,
            v.who,
            v.version === page.current ? t.current : null,
            v.restoredFrom !== null ? t.restoredFrom(v.restoredFrom) : null,
          ]
            .filter(Boolean)
            .join(" · "),
        }))}
        pager={{
          here,
          older: page.older,
          paged: page.paged,
          labels: { pages: t.versionsPages, newest: t.versionsNewest, older: t.versionsOlder },
        }}
      />
    </section>
  );
}
