// /professional/{year}: a year's winners by profession and region, the years as tabs, filters by region and
// profession (a GET form); a year the contest does not have is the page's 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/professional.css";
import { messages as t } from "../messages";
import { resultsLoader } from "../server/pages.server";
import { ResultsPage } from "../ui/results-page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.results ? data.results.year.title : t.title);
export const handle = { title: t.title, backTo: "/professional" };
export const loader = resultsLoader;

export default ResultsPage;
