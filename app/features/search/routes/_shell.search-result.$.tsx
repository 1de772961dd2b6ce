// /search-result/{text}: the mobile search's results, the same blocks as /search/all in one column,
// the field (posting to /search-result again) refilled.
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
export const handle = { title: t.resultsTitle, backTo: "/search" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return loadAllResults(context, actor, queryInPath(request, context, 1));
}

export default function MobileResults() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="search-page">
      <h1 className="page-title">{t.resultsTitle}</h1>
      <ResultsForm action="/search-result" name="text" value={view.searchQuery} error={view.fieldError} />
      <ResultBlocks view={view} oneColumn />
    </div>
  );
}
