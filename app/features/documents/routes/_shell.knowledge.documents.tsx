// The frame of every /knowledge/documents page: their styles, and the ErrorBoundary that renders the
// refusals (403, 404) their loaders throw, with the page title the refused page had.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { contactsStyles } from "~/features/contacts/styles";
import styles from "~/shared/styles/knowledge.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: styles },
];

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : []);

export default function DocumentsLayout() {
  return <Outlet />;
}

export { RefusalBoundary as ErrorBoundary };
