// The frame of every /knowledge/glossary page: its ErrorBoundary renders the refusals (403, 404) their
// loaders throw, with the page title the refused page had. The pages keep their own styles (the
// refusal page needs none of them).
import type { MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : []);

export default function GlossaryFrame() {
  return <Outlet />;
}

export { RefusalBoundary as ErrorBoundary };
