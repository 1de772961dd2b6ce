// /knowledge/documents/theme/{themeId}: the documents of one theme; those past their end date are
// marked "Не действует" with the date.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/features/documents/policy";
import { documentInputs as parse } from "~/features/documents/server/inputs.server";
import { orMissing } from "~/features/documents/server/refusals.server";
import { DocumentsBreadcrumbs, Validity } from "~/features/documents/ui/view-parts";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/documents/messages";
import { serverMessages } from "~/features/documents/messages.server";

const t = messages;

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? data.theme.title : t.title);
export const handle = { title: t.title, backTo: "/knowledge/documents" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const docs = context.services.documents;
  const theme = await orMissing(
    () => docs.getTheme(actor, parse.theme(actor, { id: params.themeId })),
    () => ({ pageTitle: t.title, title: serverMessages.themeNotFound }),
  );
  const documents = await docs.list(actor, { themeId: theme.id });
  return { theme, documents, canEdit: canEditDocuments(actor) };
}

export default function ThemePage() {
  const page = useLoaderData<typeof loader>();
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
            {d.acknowledgedAt ? (
              <p className="doc-ack muted">
                {t.acknowledgedOn(new Date(d.acknowledgedAt).toLocaleDateString("ru-RU", { timeZone: "Europe/Moscow" }))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
