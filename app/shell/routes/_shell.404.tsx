import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { pages } from "~/shared/messages";

export const meta: MetaFunction = () => pageTitle(pages.notFoundTitle);
export const handle = { title: pages.notFoundTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage code={404} title={pages.notFoundTitle} text={pages.notFoundText} />;
}
