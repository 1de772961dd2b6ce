// The page of a year's results, shared by /professional (the latest year) and /professional/{year}.
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { resultsLoader } from "../server/pages.server";
import { Results } from "./results";

type loader = typeof resultsLoader;

export function ResultsPage() {
  const { results, filter, canEdit, base } = useLoaderData<loader>();
  return (
    <div className="professional">
      <h1 className="page-title">{t.title}</h1>
      {results ? (
        <Results results={results} filter={filter} canEdit={canEdit} base={base} />
      ) : (
        <>
          <p className="empty-state card" role="status">
            {t.empty}
          </p>
          {canEdit ? (
            <Link to="/professional/create" className="button button--primary">
              {t.addYear}
            </Link>
          ) : null}
        </>
      )}
    </div>
  );
}
