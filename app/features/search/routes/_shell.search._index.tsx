// /search: the header form's landing (GET /search?q= → 303 /search/all/{cleaned}) and, without a query,
// the mobile search page (the bottom menu's «Поиск»; /menu/search is the same page). Its form GETs
// /search-result?text=, which goes on to /search-result/{text}: a plain form cannot put the text in the path.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { startLoader } from "~/features/search/server/pages.server";
import { SearchStartPage } from "~/features/search/ui/start";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export const loader = (args: LoaderFunctionArgs) => startLoader(args, "q");

export default SearchStartPage;
