// The search page (/search, /menu/search, /search-result without a text): one GET form to /search?q=, which
// goes on to /search/all/{q} like the header's, the field refilled and the refusal under it when the text was nothing but stripped characters.
import { useLoaderData } from "@remix-run/react";
import { results as t } from "~/features/search/results/messages";
import { ResultsForm } from "./results";

export function SearchStart({ searchQuery, fieldError }: { searchQuery: string; fieldError: string | null }) {
  return (
    <div className="search-page">
      <h1 className="page-title">{t.title}</h1>
      <ResultsForm value={searchQuery} error={fieldError} />
    </div>
  );
}

/** The page of /search, /menu/search and /search-result: its loader is pages.server.ts startLoader. */
export function SearchStartPage() {
  return <SearchStart {...useLoaderData<{ searchQuery: string; fieldError: string | null }>()} />;
}
