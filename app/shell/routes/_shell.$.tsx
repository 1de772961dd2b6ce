// Every other path inside the shell: a section of the product not built yet gets a designed
// "coming soon" page; a path outside the route table gets the 404 page (with status 404).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { appPath, requireSignedIn } from "~/platform/remix.server";
import { shellAbilities } from "~/shell/policy";
import { sectionOf } from "~/shell/server/sections";
import { RefusalPage, StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { pages } from "~/shared/messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const section = sectionOf(appPath(request, context));
  if (!section) return data({ kind: "notFound" as const, title: pages.notFoundTitle }, { status: 404 });
  if (section.key === "admin" && !shellAbilities(actor, context.services.admin).openAdmin) {
    return data({ kind: "forbidden" as const, title: pages.forbiddenTitle }, { status: 403 });
  }
  return { kind: "soon" as const, title: section.title };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.title);

export default function Fallback() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "notFound") return <StatusPage code={404} title={pages.notFoundTitle} text={pages.notFoundText} />;
  if (page.kind === "forbidden") return <RefusalPage status={403} />;
  return <StatusPage title={pages.comingSoonTitle(page.title)} text={pages.comingSoonText} />;
}
