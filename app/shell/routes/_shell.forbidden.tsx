import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { RefusalPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { ru } from "~/shared/ru";

export const meta: MetaFunction = () => pageTitle(ru.pages.forbiddenTitle);
export const handle = { title: ru.pages.forbiddenTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return data(null, { status: 403 });
}

export default function Forbidden() {
  return <RefusalPage status={403} />;
}
