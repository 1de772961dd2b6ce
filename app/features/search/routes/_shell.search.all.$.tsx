// /search/all/{query}: every non-empty block of the portal search (issue #16 point 8), the header's field
// refilled with the query. The query is the rest of the path (a "/" typed into the address stays in it).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { allResultsLoader } from "~/features/search/server/pages.server";
import { AllResultsPage } from "~/features/search/ui/results";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.resultsTitle);
export const handle = { title: t.resultsTitle };

export const loader = (args: LoaderFunctionArgs) => allResultsLoader(args, 2);

export default function Page() {
  return <AllResultsPage />;
}
