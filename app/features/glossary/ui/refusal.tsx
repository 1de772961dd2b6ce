// The refusal pages of the glossary, rendered by the layout's ErrorBoundary (routes/_shell.knowledge.glossary.tsx)
// from what the leaf loader threw (server/refusals.server.ts): 403 is always the same page; a 404 says
// what is missing.
import { isRouteErrorResponse } from "@remix-run/react";
import { RefusalPage, StatusPage } from "~/shared/ui/status-page";
import * as ru from "~/shared/messages";

export interface GlossaryRefusal {
  /** The page's <title> (without the portal's name), as the page had it. */
  pageTitle: string;
  /** The text of the 404 page: what is missing. */
  text?: string;
}

/** What the leaf threw, or null for an unexpected error. */
export function refusalOf(error: unknown): { status: number; refusal: GlossaryRefusal } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return null;
  const refusal = (error.data ?? {}) as Partial<GlossaryRefusal>;
  return { status: error.status, refusal: { pageTitle: refusal.pageTitle ?? ru.pages.notFoundTitle, text: refusal.text } };
}

export function GlossaryRefusalPage({ error }: { error: unknown }) {
  const found = refusalOf(error);
  if (!found)
    return <StatusPage code={isRouteErrorResponse(error) ? error.status : 500} title={ru.pages.errorTitle} text={ru.common.unexpected} />;
  return <RefusalPage status={found.status} text={found.refusal.text} />;
}
