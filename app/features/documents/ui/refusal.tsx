// The refusal pages of normative documents, rendered by the layout's ErrorBoundary from what the leaf
// loader threw (server/refusals.server.ts): 403 is always the same page; a 404 names what is missing,
// and a missing document links back to the list.
import { isRouteErrorResponse, Link } from "@remix-run/react";
import { RefusalPage, StatusPage } from "~/shared/ui/status-page";
import * as ru from "~/shared/messages";
import { messages } from "~/features/documents/messages";

const t = messages;

export interface DocumentsRefusal {
  /** The page's <title> (without the portal's name), as the page had it. */
  pageTitle: string;
  /** The heading of the 404 page. */
  title?: string;
  /** A missing document: its own 404 page, with a link back to the documents. */
  backToDocuments?: boolean;
}

/** What the leaf threw, or null for an unexpected error. */
export function refusalOf(error: unknown): { status: number; refusal: DocumentsRefusal } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return null;
  const refusal = (error.data ?? {}) as Partial<DocumentsRefusal>;
  return {
    status: error.status,
    refusal: { pageTitle: refusal.pageTitle ?? t.title, title: refusal.title, backToDocuments: refusal.backToDocuments },
  };
}

export function DocumentsRefusalPage({ error }: { error: unknown }) {
  const found = refusalOf(error);
  if (!found)
    return <StatusPage code={isRouteErrorResponse(error) ? error.status : 500} title={ru.pages.errorTitle} text={ru.common.unexpected} />;
  const { status, refusal } = found;
  if (status === 404 && refusal.backToDocuments) {
    return (
      <section className="status-page card">
        <p className="status-page__code">404</p>
        <h1>{refusal.title}</h1>
        <Link to="/knowledge/documents" className="button button--primary">
          {t.title}
        </Link>
      </section>
    );
  }
  return <RefusalPage status={status} title={refusal.title} />;
}
