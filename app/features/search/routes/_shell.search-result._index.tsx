// /search-result?text=: the old mobile form's landing, sent on (303) to /search/all/{text} like /search?q=;
// with nothing left of the text after cleaning, the search page again with the refusal under the field.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { startLoader } from "~/features/search/server/pages.server";
import { SearchStartPage } from "~/features/search/ui/start";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/search" };

export const loader = (args: LoaderFunctionArgs) => startLoader(args, "text");

export default SearchStartPage;
