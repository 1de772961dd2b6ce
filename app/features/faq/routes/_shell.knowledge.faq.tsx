// The frame of every /knowledge/faq page: it loads the categories of the menu once per request (the
// pages read them with useFaqCategories), and its ErrorBoundary renders the refusals (403, 404) their
// loaders throw, with the page title the refused page had. The pages keep their own styles (the
// refusal page needs none of them).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import type { FaqFrameData } from "~/features/faq/ui/faq";
import { Outlet } from "@remix-run/react";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : []);

export async function loader({ request, context }: LoaderFunctionArgs): Promise<FaqFrameData> {
  const actor = requireSignedIn(request, context);
  return { categories: await context.services.faq.categories(actor) };
}

export default function FaqFrame() {
  return <Outlet />;
}

export { RefusalBoundary as ErrorBoundary };
