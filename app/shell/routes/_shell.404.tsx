import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { ru } from "~/shared/ru";

export const meta: MetaFunction = () => pageTitle(ru.pages.notFoundTitle);
export const handle = { title: ru.pages.notFoundTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage code={404} title={ru.pages.notFoundTitle} text={ru.pages.notFoundText} />;
}
