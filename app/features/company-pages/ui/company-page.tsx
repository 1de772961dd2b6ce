// A company page as everyone reads it (/history, /corporate-values...): its title and text, who saved it last,
// for its editors the links to edit it and to its history, and on /competencies the competences.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RichHtml } from "~/shared/richtext/rich-html";
import type { PageOnly } from "~/shared/ui/page-only";
import { messages as t } from "../messages";
import { COMPETENCES_ADMIN, pageUrl, type PageSlug } from "../pages";
import styles from "./company-pages.css";

/** What viewLoader (server/page-routes.server.ts) gives the page. */
interface ViewData {
  slug: PageSlug;
  title: string;
  html: string | PageOnly;
  hasText: boolean;
  updated: string | null;
  canEdit: boolean;
  competences: { id: number; title: string; description: string }[] | null;
  canEditCompetences: boolean;
}

export const companyPageLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const companyPageMeta: MetaFunction = ({ data }) => pageTitle((data as ViewData | undefined)?.title);

export function CompanyPageView() {
  const page = useLoaderData() as ViewData;
  return (
    <article className="card company-page">
      <h1 className="page-title">{page.title}</h1>
      {page.updated || page.canEdit ? (
        <p className="muted company-page__tools">
          {page.updated ? <span>{page.updated}</span> : null}
          {page.canEdit ? <Link to={pageUrl.edit(page.slug)}>{t.edit}</Link> : null}
          {page.canEdit && page.updated ? <Link to={pageUrl.versions(page.slug)}>{t.versions}</Link> : null}
        </p>
      ) : null}
      {page.hasText ? <RichHtml className="rich-content" html={page.html} /> : <p className="empty-state">{t.empty}</p>}
      {page.competences ? <Competences list={page.competences} canEdit={page.canEditCompetences} /> : null}
    </article>
  );
}

function Competences({ list, canEdit }: { list: NonNullable<ViewData["competences"]>; canEdit: boolean }) {
  return (
    <section aria-labelledby="competences-title">
      <h2 id="competences-title">{t.competences}</h2>
      {canEdit ? (
        <p>
          <Link to={COMPETENCES_ADMIN}>{t.competencesAdmin}</Link>
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="empty-state">{t.competencesEmpty}</p>
      ) : (
        <ol className="company-competences">
          {list.map((c) => (
            <li key={c.id} id={`competence-${c.id}`}>
              <h3>{c.title}</h3>
              {c.description.split(/\n\s*\n/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
