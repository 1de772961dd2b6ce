// /menu/search: the mobile search page under the menu's address (ours: the same page as /search).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { results as t } from "~/features/search/results/messages";
import { startLoader } from "~/features/search/server/pages.server";
import { SearchStartPage } from "~/features/search/ui/start";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/menu" };

export const loader = (args: LoaderFunctionArgs) => startLoader(args, "q");

export default SearchStartPage;
