import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { RefusalPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { pages } from "~/shared/messages";

export const meta: MetaFunction = () => pageTitle(pages.forbiddenTitle);
export const handle = { title: pages.forbiddenTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return data(null, { status: 403 });
}

export default function Forbidden() {
  return <RefusalPage status={403} />;
}
