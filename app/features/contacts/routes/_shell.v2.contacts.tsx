// The frame of every /v2/contacts page (the start page, categories, cards, service records): its
// ErrorBoundary renders the refusals (403, 404) their loaders throw, inside the shell, with the
// status and the title the refused page had. It loads nothing: the category tree is read by the
// pages that show it (not the forms), once per request.
import type { MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";

export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : []);

export default function ContactsPages() {
  return <Outlet />;
}

export { RefusalBoundary as ErrorBoundary };
