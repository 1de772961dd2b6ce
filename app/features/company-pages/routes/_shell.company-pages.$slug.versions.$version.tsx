// /company-pages/{slug}/versions/{version}: one version of a company page as it was saved, and «Восстановить
// эту версию»: its title and text become current again, written as a new version (a plain POST form).
import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RichHtml } from "~/shared/richtext/rich-html";
import { versionAction, versionLoader } from "../server/page-routes.server";
import { companyPageLinks } from "../ui/company-page";
import { messages as t } from "../messages";
import { pageUrl } from "../pages";

export const links = companyPageLinks;
export const meta: MetaFunction<typeof versionLoader> = ({ data }) => pageTitle(data ? t.version(data.version) : undefined);
export const handle = { title: t.versions };
export const loader = versionLoader;
export const action = versionAction;

export default function CompanyPageVersion() {
  const page = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <article className="card company-page">
      <p className="muted company-page__tools">
        <Link to={pageUrl.versions(page.slug)}>{t.versions}</Link>
        <span>{page.of}</span>
      </p>
      <h1 className="page-title">{page.title}</h1>
      <Form method="post" className="company-page__tools">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {t.restore}
        </button>
        <span className="muted">{t.restoreText}</span>
      </Form>
      <RichHtml className="rich-content" html={page.html} />
    </article>
  );
}
