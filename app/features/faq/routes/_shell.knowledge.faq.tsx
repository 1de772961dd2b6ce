// The frame of every /knowledge/faq page: it loads the categories of the menu once per request (the
// pages read them with useFaqCategories), and its ErrorBoundary renders the refusals (403, 404) their
// loaders throw, with the page title the refused page had. The pages keep their own styles (the
// refusal page needs none of them).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import type { FaqFrameData } from "~/features/faq/ui/faq";
import { Outlet, useRouteError } from "@remix-run/react";
import { FaqRefusalPage, refusalOf } from "~/features/faq/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";

/** Each page names itself; a refused one keeps the title it had (the leaf's meta is not run then). */
export const meta: MetaFunction = ({ error }) => (error ? pageTitle(refusalOf(error)?.refusal.pageTitle ?? ru.pages.errorTitle) : []);

export async function loader({ request, context }: LoaderFunctionArgs): Promise<FaqFrameData> {
  const actor = requireSignedIn(request, context);
  return { categories: await context.services.faq.categories(actor) };
}

export default function FaqFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <FaqRefusalPage error={useRouteError()} />;
}
