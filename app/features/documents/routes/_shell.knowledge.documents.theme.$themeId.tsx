// /knowledge/documents/theme/{themeId}: the documents of one theme; those past their end date are
// marked "Не действует" with the date.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/platform/policies";
import { isMissing } from "~/platform/errors";
import { DocumentsBreadcrumbs, Validity } from "~/features/documents/ui/parts";
import { StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import contactsStyles from "~/features/contacts/ui/contacts.css";
import styles from "~/shared/styles/knowledge.css";
import { ru } from "~/shared/ru";

const t = ru.documents;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data && "theme" in data ? data.theme.title : t.title);
export const handle = { title: t.title, backTo: "/knowledge/documents" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  try {
    const theme = await context.services.documents.getTheme(actor, { id: params.themeId });
    const documents = await context.services.documents.list(actor, { themeId: theme.id });
    return { theme, documents, canEdit: canEditDocuments(actor) };
  } catch (error) {
    if (isMissing(error)) return data({ status: 404 as const }, { status: 404 });
    throw error;
  }
}

export default function ThemePage() {
  const page = useLoaderData<typeof loader>();
  if ("status" in page) return <StatusPage code={404} title={t.themeNotFound} text={ru.pages.notFoundText} />;
  const { theme, documents, canEdit } = page;
  return (
    <div className="knowledge-page">
      <DocumentsBreadcrumbs theme={theme} />
      <div className="doc-theme__head">
        <h1 className="page-title">{theme.title}</h1>
        {canEdit ? (
          <Link to={`/knowledge/documents/create/${theme.id}`} className="button button--primary editor-only">
            {t.create}
          </Link>
        ) : null}
      </div>
      {documents.length === 0 ? <p className="muted">{t.empty}</p> : null}
      <ul className="doc-cards">
        {documents.map((d) => (
          <li key={d.id} className={d.inForce ? "card doc-card" : "card doc-card doc-card--expired"}>
            <h2 className="card__title">
              <Link to={`/knowledge/documents/view/${theme.id}/${d.id}`}>{d.wikiName}</Link>
            </h2>
            <Validity startDate={d.startDate} endDate={d.endDate} inForce={d.inForce} />
            {d.acknowledgedAt ? <p className="doc-ack muted">{t.acknowledgedOn(new Date(d.acknowledgedAt).toLocaleDateString("ru-RU", { timeZone: "Europe/Moscow" }))}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
