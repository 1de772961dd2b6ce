// The refusal pages of the directory, rendered by an ErrorBoundary (the /v2/contacts layout's, the
// structure page's) from what the page's loader threw (server/refusal.server.ts): 403 is always the
// same page; a 404 may name what is missing. The page keeps the <title> the refused page had.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { RefusalPage, StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";

/** What a loader throws with its 403 or 404. */
export interface ContactsRefusal {
  /** The page's <title> (without the portal's name), as the page had it. */
  pageTitle: string;
  /** The heading of a 404 page, when it says what is missing. */
  title?: string;
}

/** What the loader threw, or null for an unexpected error. */
export function refusalOf(error: unknown): { status: 403 | 404; refusal: ContactsRefusal } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return null;
  const data: unknown = error.data;
  const thrown = typeof data === "object" && data !== null ? (data as Partial<ContactsRefusal>) : {};
  return {
    status: error.status,
    refusal: { pageTitle: thrown.pageTitle ?? ru.pages.notFoundTitle, title: thrown.title },
  };
}

/** The <title> of a refused page (the refused page's own meta is not run when its layout renders the refusal). */
export const refusalMeta = (error: unknown) => pageTitle(refusalOf(error)?.refusal.pageTitle ?? ru.pages.errorTitle);

export function ContactsRefusalBoundary() {
  const error = useRouteError();
  const found = refusalOf(error);
  if (!found) {
    return <StatusPage code={isRouteErrorResponse(error) ? error.status : 500} title={ru.pages.errorTitle} text={ru.common.unexpected} />;
  }
  return <RefusalPage status={found.status} title={found.refusal.title} />;
}
