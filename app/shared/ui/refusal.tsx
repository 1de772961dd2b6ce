// The refusal pages of every section: a page's loader throws a PageRefusal with its 403 or 404
// (refusePage in platform/remix.server.ts), and an ErrorBoundary (the section's layout, or the page's
// own) renders it inside the shell. A 403 is the usual page unless the refusal says why; a 404 may say
// what is missing and where to go back to. The page keeps the <title> the refused page had: a leaf's
// meta is not run when its layout renders the error.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { pageTitle } from "./meta";
import { RefusalPage, StatusPage } from "./status-page";
import { common, pages } from "./messages";

/** What a loader throws with its 403 or 404. */
export interface PageRefusal {
  /** The page's <title> (without the portal's name), as the page had it. */
  pageTitle: string;
  /** The heading and the text, when they are not the usual ones of the status. */
  title?: string;
  text?: string;
  /** A 404 that leads back to its section rather than to the main page. */
  back?: { to: string; label: string };
}

/** What the loader threw, or null for an unexpected error. */
export function refusalOf(error: unknown): { status: 403 | 404; refusal: PageRefusal } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return null;
  const data: unknown = error.data;
  const thrown = typeof data === "object" && data !== null ? (data as Partial<PageRefusal>) : {};
  return { status: error.status, refusal: { ...thrown, pageTitle: thrown.pageTitle ?? pages.notFoundTitle } };
}

/**
 * A refusal's own words (bad input, a refused step, too many tries, told in Russian where it was refused: a 4xx
 * whose data is a string); the root's boundary says the same.
 */
const badRequestText = (error: unknown) =>
  isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data === "string" ? error.data : null;

/** The <title> of a refused page, for the meta of the route whose ErrorBoundary renders it. */
export const refusalMeta = (error: unknown) => pageTitle(refusalOf(error)?.refusal.pageTitle ?? pages.errorTitle);

/** The page for what a loader threw: its refusal, or the unexpected-error page. */
export function RefusalView({ error }: { error: unknown }) {
  const found = refusalOf(error);
  if (!found)
    return (
      <StatusPage
        code={isRouteErrorResponse(error) ? error.status : 500}
        title={pages.errorTitle}
        text={badRequestText(error) ?? common.unexpected}
      />
    );
  const { status, refusal } = found;
  if (status === 403 && (refusal.title || refusal.text)) {
    return <StatusPage code={403} title={refusal.title ?? pages.forbiddenTitle} text={refusal.text ?? pages.forbiddenText} />;
  }
  return <RefusalPage status={status} title={refusal.title} text={refusal.text} back={refusal.back} />;
}

/** An ErrorBoundary export: `export { RefusalBoundary as ErrorBoundary }` with `meta` from refusalMeta. */
export function RefusalBoundary() {
  return <RefusalView error={useRouteError()} />;
}
