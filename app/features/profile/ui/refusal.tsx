// The refusal pages of the /user/{id} pages, rendered by their ErrorBoundary from what the page's
// loader threw (server/refusal.server.ts): a 404 says the person is not found, a 403 why the profile
// cannot be edited. The page keeps the <title> it had.
//
// Each page carries the boundary itself rather than a `_shell.user.$id` layout: a layout there would
// make the profile an index route under a parent of the same address, and a form post to /user/{id}
// (without ?index, as JSON-less clients and tests send it) would go to the layout instead.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { RefusalPage, StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";

/** What a loader throws with its 403 or 404. */
export interface ProfileRefusal {
  /** The page's <title> (without the portal's name), as the page had it. */
  pageTitle: string;
  /** The heading and the text of the page, when they are not the usual ones of the status. */
  title?: string;
  text?: string;
}

/** What the loader threw, or null for an unexpected error. */
export function refusalOf(error: unknown): { status: 403 | 404; refusal: ProfileRefusal } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return null;
  const data: unknown = error.data;
  const thrown = typeof data === "object" && data !== null ? (data as Partial<ProfileRefusal>) : {};
  return {
    status: error.status,
    refusal: { pageTitle: thrown.pageTitle ?? ru.pages.notFoundTitle, title: thrown.title, text: thrown.text },
  };
}

/** The <title> of a refused page (the meta of a page whose loader threw). */
export const refusalMeta = (error: unknown) => pageTitle(refusalOf(error)?.refusal.pageTitle ?? ru.pages.errorTitle);

export function ProfileRefusalBoundary() {
  const error = useRouteError();
  const found = refusalOf(error);
  if (!found) {
    return <StatusPage code={isRouteErrorResponse(error) ? error.status : 500} title={ru.pages.errorTitle} text={ru.common.unexpected} />;
  }
  const { status, refusal } = found;
  if (status === 403 && (refusal.title || refusal.text)) {
    return <StatusPage code={403} title={refusal.title ?? ru.pages.forbiddenTitle} text={refusal.text ?? ru.pages.forbiddenText} />;
  }
  return <RefusalPage status={status} title={refusal.title} text={refusal.text} />;
}
