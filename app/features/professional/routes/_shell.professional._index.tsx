// /professional: the contest's latest year (the same page as /professional/{year} of that year).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/professional.css";
import { messages as t } from "../messages";
import { resultsLoader } from "../server/pages.server";
import { ResultsPage } from "../ui/results-page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = resultsLoader;

export default ResultsPage;
