// /knowledge/documents/view/{themeId}/{id}: a normative document. Everyone signed in reads it and marks
// it read ("Ознакомлен(а)"); editors get the edit link and the acknowledgement report by department.
// The themeId of the address only matters for old links (search uses 1): the document's own theme is shown.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageOnly, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { canEditDocuments } from "~/features/documents/policy";
import { isDomainError } from "~/platform/errors";
import { documentInputs as parse } from "~/features/documents/server/inputs.server";
import { orMissing } from "~/features/documents/server/refusals.server";
import { DocumentsBreadcrumbs, Validity } from "~/features/documents/ui/view-parts";
import { formatDate } from "~/shared/dates";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/documents/messages";
import { serverMessages } from "~/features/documents/messages.server";
import { RichHtml } from "~/shared/richtext/rich-html";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import type { AcknowledgementReport } from "~/features/documents/server/documents.server";

const t = messages;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString("ru-RU", { timeZone: "Europe/Moscow" });

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? data.doc.wikiName : t.title);
export const handle = { title: t.title, backTo: "/knowledge/documents" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const docs = context.services.documents;
  return orMissing(
    async () => {
      const found = await docs.get(actor, parse.document(actor, { id: params.id }));
      const report = canEditDocuments(actor) ? await docs.acknowledgements(actor, { id: found.id }) : null;
      // What the page shows, not the whole document of the API (its stored source...); the text and the
      // report (a name per employee: most of the page) are in its HTML once, not again as hydration data (pageOnly).
      const { id, wikiName, themeId, themeTitle, startDate, endDate, inForce, lastUpdateDate, acknowledgedAt, canEdit } = found;
      const html = pageOnly(context, "documents.html", found.html);
      const doc = { id, wikiName, themeId, themeTitle, startDate, endDate, inForce, lastUpdateDate, acknowledgedAt, canEdit, html };
      return { doc, report: report && pageOnly(context, "documents.report", report) };
    },
    (message) => ({ pageTitle: t.title, title: message, back: { to: "/knowledge/documents", label: t.title } }),
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const self = `/knowledge/documents/view/${params.themeId}/${params.id}`;
  try {
    await context.services.documents.acknowledge(actor, parse.document(actor, { id: params.id }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, "/knowledge/documents", { type: "error", text: error.message });
  }
  return redirectWithToast(context, self, { type: "success", text: serverMessages.acknowledgedToast });
}

export default function DocumentView() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { doc, report } = page;
  const theme = { id: doc.themeId, title: doc.themeTitle };
  const busy = navigation.state === "submitting";
  return (
    <div className="knowledge-page">
      <DocumentsBreadcrumbs theme={theme} last={doc.wikiName} />
      <article className="card doc-view">
        <div className="doc-theme__head">
          <h1 className="page-title">{doc.wikiName}</h1>
          {doc.canEdit ? (
            <Link to={`/knowledge/documents/edit/${doc.themeId}/${doc.id}`} className="button editor-only">
              {t.edit}
            </Link>
          ) : null}
        </div>
        <Validity startDate={doc.startDate} endDate={doc.endDate} inForce={doc.inForce} />
        <p className="muted">{t.updatedOn(dateOf(doc.lastUpdateDate))}</p>
        <RichHtml className="rich-content" html={doc.html} />
        <div className="doc-ack">
          {doc.acknowledgedAt ? (
            <p className="doc-ack__done">{t.acknowledgedOn(dateOf(doc.acknowledgedAt))}</p>
          ) : (
            <Form method="post">
              <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
                {t.acknowledge}
              </button>
            </Form>
          )}
        </div>
      </article>
      {report ? (
        <PageOnlyBlock
          as="section"
          id="doc-report"
          className="card doc-report editor-only"
          aria-labelledby="doc-report-title"
          value={report}
          render={(data) => <Report report={data} />}
        />
      ) : null}
    </div>
  );
}

/** The editor's acknowledgement report: per department, who has read the document and who has not. */
function Report({ report }: { report: AcknowledgementReport }) {
  return (
    <>
      <h2 id="doc-report-title" className="card__title">
        {t.report}
      </h2>
      <p>{t.reportTotal(report.acknowledgedCount, report.total)}</p>
      <table className="doc-report__table">
        <thead>
          <tr>
            <th scope="col">{t.reportDepartment}</th>
            <th scope="col">{t.reportDone}</th>
            <th scope="col">{t.reportNotDone}</th>
          </tr>
        </thead>
        <tbody>
          {report.departments.map((dep) => (
            <tr key={dep.departmentId ?? "none"}>
              <th scope="row">{dep.departmentName}</th>
              <td>
                <strong>{dep.acknowledgedCount}</strong>
                {dep.acknowledged.length ? (
                  <ul className="doc-report__people">
                    {dep.acknowledged.map((p) => (
                      <li key={p.userId}>
                        {p.name} <span className="muted">{p.acknowledgedAt ? formatDate(p.acknowledgedAt.slice(0, 10)) : ""}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td>
                <strong>{dep.notAcknowledgedCount}</strong>
                {dep.notAcknowledged.length ? (
                  <details>
                    <summary>{t.reportNotDone}</summary>
                    <ul className="doc-report__people">
                      {dep.notAcknowledged.map((p) => (
                        <li key={p.userId}>{p.name}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
