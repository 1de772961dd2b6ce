// Every other path inside the shell: a section of the product not built yet gets a designed
// "coming soon" page; a path outside the route table gets the 404 page (with status 404), which the
// shell's ErrorBoundary draws like every other refusal.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { comingSoon } from "~/shell/server/fallback.server";
import { ComingSoonPage } from "~/shared/ui/coming-soon";
import { pageTitle } from "~/shared/ui/meta";

export const loader = async ({ request, context }: LoaderFunctionArgs) => comingSoon(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.title);

export default function Fallback() {
  return <ComingSoonPage title={useLoaderData<typeof loader>().title} />;
}
