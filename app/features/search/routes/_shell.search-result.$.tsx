// /search-result/{text}: the spec's mobile address of the results, the same page as /search/all/{text}
// (links and bookmarks keep working; the portal's own forms lead to /search/all).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { allResultsLoader } from "~/features/search/server/pages.server";
import { AllResultsPage } from "~/features/search/ui/results";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.resultsTitle);
export const handle = { title: t.resultsTitle, backTo: "/search" };

export const loader = (args: LoaderFunctionArgs) => allResultsLoader(args, 1);

export default function Page() {
  return <AllResultsPage />;
}
