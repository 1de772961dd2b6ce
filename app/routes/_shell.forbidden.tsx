import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireSignedIn } from "~/modules/core/remix.server";
import { RefusalPage } from "~/components/status-page";
import { pageTitle } from "~/components/meta";
import { ru } from "~/text/ru";

export const meta: MetaFunction = () => pageTitle(ru.pages.forbiddenTitle);
export const handle = { title: ru.pages.forbiddenTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return data(null, { status: 403 });
}

export default function Forbidden() {
  return <RefusalPage status={403} />;
}
