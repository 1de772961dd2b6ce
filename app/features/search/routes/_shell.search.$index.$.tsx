// /search/{INDEX}/{query}?page=N: one index of the portal search, 20 a page (N from 0, a bad N the
// first page), «Назад»/«Далее» links; an index the results pages do not show is a 404 page, a failure
// of the index's search «Ошибка поиска по категории: …» on the page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { allResultsPath } from "~/features/search/query";
import { results as t } from "~/features/search/results/messages";
import { indexResultsLoader } from "~/features/search/server/pages.server";
import { IndexResults, ResultsForm } from "~/features/search/ui/results";
import styles from "~/features/search/ui/results.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? `${data.header}: ${t.title}` : t.title);
export const handle = { title: t.resultsTitle };

export const loader = (args: LoaderFunctionArgs) => indexResultsLoader(args);

export default function IndexResultsPage() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="search-page">
      <h1 className="page-title">{view.header}</h1>
      <ResultsForm value={view.searchQuery} error={view.fieldError} />
      {view.query ? (
        <p className="search-page__up">
          <Link to={allResultsPath(view.query)}>{t.toAllBlocks}</Link>
        </p>
      ) : null}
      <IndexResults view={view} />
    </div>
  );
}
