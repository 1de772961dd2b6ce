// The search pages' parts (issue #16 point 8), rendered on the server and working without JavaScript:
// the GET form with its field refilled and the refusal beside it, the blocks (header, total, ≤ 10 links,
// the matches in <mark>, «Все результаты» above 10), one index's list with its pager. Nothing here runs
// only in the browser: lite mode shows it all.
import { useLoaderData } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { results as t } from "~/features/search/results/messages";
import { indexResultsPath } from "../query";
import type { FoundObject, ResultBlock } from "../server/blocks.server";
import type { ResultsView } from "../server/pages.server";

/**
 * The pages' search form: a GET to /search?q=, which goes on to /search/all/{q} as the header's form does, so
 * both searches land on one address. Refilled, the refusal under it.
 */
export function ResultsForm({ value, error }: { value: string; error: string | null }) {
  const id = "search-page-field";
  return (
    <form method="get" action="/search" role="search" aria-label={t.formLabel} className="card search-page__form">
      <PlainField id={id} label={t.fieldLabel} error={error ?? undefined} hint={t.hint} className="search-page__field">
        <div className="search-page__row">
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={value}
            placeholder={t.placeholder}
            maxLength={200}
            {...describedBy(id, error ?? undefined, true)}
          />
          <button type="submit" className="button button--primary">
            {t.find}
          </button>
        </div>
      </PlainField>
    </form>
  );
}

/** What a found item says under its title: the matches highlighted, else its snippet or position. */
function Excerpt({ object }: { object: FoundObject }) {
  if (object.highlight) {
    // `highlight` is the engine's escaped text with only <mark> added (engine/excerpt.ts): the one HTML shown as is.
    return <p className="search-item__excerpt" dangerouslySetInnerHTML={{ __html: object.highlight }} />;
  }
  const plain = typeof object.snippet === "string" ? object.snippet : typeof object.position === "string" ? object.position : "";
  return plain ? <p className="search-item__excerpt">{plain}</p> : null;
}

function FoundList({ objects }: { objects: FoundObject[] }) {
  return (
    <ol className="search-list">
      {objects.map((object) => (
        <li key={object.id} className="search-item">
          <Link to={object.target} className="search-item__title">
            {object.title}
          </Link>
          <Excerpt object={object} />
        </li>
      ))}
    </ol>
  );
}

/** One block of /search/all: header with its total, the first items, «Все результаты» when there are more. */
function Block({ block, query }: { block: ResultBlock; query: string }) {
  const id = `search-block-${block.indexName}`;
  return (
    <section className="card search-block" aria-labelledby={id}>
      <h2 id={id} className="search-block__header">
        {block.header} <span className="search-block__total">{t.found(block.total)}</span>
      </h2>
      <FoundList objects={block.objects} />
      {/* The block shows at most 10: a total above what it shows is what «Все результаты» leads to. */}
      {block.total > block.objects.length ? (
        <Link to={indexResultsPath(block.indexName, query)} className="search-block__all">
          {t.allResults}
          <span className="visually-hidden">: {block.header}</span>
        </Link>
      ) : null}
    </section>
  );
}

/** The notices over the blocks: a failure, the query a retry answered, or that nothing was found. */
function Notices({ failure, correctedQuery, nothing }: { failure: string | null; correctedQuery: string | null; nothing: boolean }) {
  if (failure)
    return (
      <p className="card search-page__notice" role="alert">
        {failure}
      </p>
    );
  return (
    <>
      {correctedQuery ? <p className="search-page__corrected">{t.corrected(correctedQuery)}</p> : null}
      {nothing ? <p className="card search-page__notice">{t.nothingFound}</p> : null}
    </>
  );
}

/** Every non-empty block: one column on a phone, two on a wide screen (results.css). */
export function ResultBlocks({
  view,
}: {
  view: { query: string; correctedQuery: string | null; fieldError: string | null; failure: string | null; blocks: ResultBlock[] };
}) {
  if (view.fieldError) return null;
  return (
    <>
      <Notices failure={view.failure} correctedQuery={view.correctedQuery} nothing={!view.failure && view.blocks.length === 0} />
      {view.blocks.length > 0 ? (
        <div className="search-blocks">
          {view.blocks.map((block) => (
            <Block key={block.indexName} block={block} query={view.query} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** One index's page of results, its total, and «Назад»/«Далее» as ?page=N links. */
export function IndexResults({
  view,
}: {
  view: {
    query: string;
    correctedQuery: string | null;
    fieldError: string | null;
    failure: string | null;
    blocks: ResultBlock[];
    page: number;
    pageSize: number;
  };
}) {
  if (view.fieldError) return null;
  const block = view.blocks[0];
  const total = block?.total ?? 0;
  if (view.failure || total === 0) return <Notices failure={view.failure} correctedQuery={view.correctedQuery} nothing />;
  const pages = Math.ceil(total / view.pageSize);
  return (
    <>
      <Notices failure={null} correctedQuery={view.correctedQuery} nothing={false} />
      <section className="card search-block" aria-labelledby="search-index-total">
        <h2 id="search-index-total" className="search-block__header">
          {t.found(total)}
          {view.page < pages ? <span className="search-block__total">{t.pageOf(view.page + 1, pages)}</span> : null}
        </h2>
        {block && block.objects.length > 0 ? <FoundList objects={block.objects} /> : <p>{t.pageEmpty}</p>}
      </section>
      <nav className="search-pager" aria-label={t.pager}>
        {view.page > 0 ? (
          <Link to={`?page=${Math.min(view.page, pages) - 1}`} rel="prev">
            {t.back}
          </Link>
        ) : (
          <span />
        )}
        {view.page + 1 < pages ? (
          <Link to={`?page=${view.page + 1}`} rel="next">
            {t.next}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

/**
 * /search/all/{query}, where the header's and the search page's forms lead, and /search-result/{text}, the
 * spec's mobile address of the same page: every block of the query (pages.server.ts allResultsLoader).
 */
export function AllResultsPage() {
  const view = useLoaderData<ResultsView>();
  return (
    <div className="search-page">
      <h1 className="page-title">{t.resultsTitle}</h1>
      <ResultsForm value={view.searchQuery} error={view.fieldError} />
      <ResultBlocks view={view} />
    </div>
  );
}
