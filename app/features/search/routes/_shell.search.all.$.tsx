// /search/all/{query}: every non-empty block of the portal search (issue #16 point 8), the header's field
// refilled with the query. The query is the rest of the path (a "/" typed into the address stays in it).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { loadAllResults, queryInPath } from "~/features/search/server/pages.server";
import { ResultBlocks, ResultsForm } from "~/features/search/ui/results";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.resultsTitle);
export const handle = { title: t.resultsTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return loadAllResults(context, actor, queryInPath(request, context, 2));
}

export default function AllResults() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="search-page">
      <h1 className="page-title">{t.resultsTitle}</h1>
      <ResultsForm action="/search" name="q" value={view.searchQuery} error={view.fieldError} />
      <ResultBlocks view={view} />
    </div>
  );
}
