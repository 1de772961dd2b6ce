// The frame of every /knowledge/glossary page: its ErrorBoundary renders the refusals (403, 404) their
// loaders throw, with the page title the refused page had. The pages keep their own styles (the
// refusal page needs none of them).
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { GlossaryRefusalPage, refusalOf } from "~/features/glossary/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? pageTitle(refusalOf(error)?.refusal.pageTitle ?? ru.pages.errorTitle) : []);

export default function GlossaryFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GlossaryRefusalPage error={useRouteError()} />;
}
