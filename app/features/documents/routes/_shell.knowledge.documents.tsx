// The frame of every /knowledge/documents page: their styles, and the ErrorBoundary that renders the
// refusals (403, 404) their loaders throw, with the page title the refused page had.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { DocumentsRefusalPage, refusalOf } from "~/features/documents/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import { contactsStyles } from "~/features/contacts/styles";
import styles from "~/shared/styles/knowledge.css";
import * as ru from "~/shared/messages";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: styles },
];

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? pageTitle(refusalOf(error)?.refusal.pageTitle ?? ru.pages.errorTitle) : []);

export default function DocumentsLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <DocumentsRefusalPage error={useRouteError()} />;
}
