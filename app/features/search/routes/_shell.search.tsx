// /search?q=: finds colleagues by the start of their surname, name or middle name (the directory's
// people search, /api/search-v2/find with USER). The bottom menu's «Поиск» and the header search lead
// here until the portal-wide search replaces this page. A GET form, so it works without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { isDomainError } from "~/platform/errors";
import { requireSignedIn } from "~/platform/remix.server";
import type { UserItem } from "~/features/search/server/find.server";
import { Avatar } from "~/shell/ui/avatar";
import { WorkStatus } from "~/shell/ui/work-status";
import { pageTitle } from "~/shared/ui/meta";
import { finder, peopleSearch } from "~/features/search/messages";
import { shell } from "~/shell/messages";

const t = peopleSearch;
/** People shown at once; more ask for a more precise query. */
const LIMIT = 30;

export const meta: MetaFunction = () => pageTitle(shell.searchPeople);
export const handle = { title: shell.searchPeople };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  if (!query.trim()) return { query, result: null, basePath: context.basePath };
  try {
    const group = await context.services.search.find(actor, { indexName: "USER", query, limit: LIMIT });
    const people = group.objects as UserItem[];
    return { query, result: { total: group.total, people, message: null }, basePath: context.basePath };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { query, result: { total: 0, people: [] as UserItem[], message: error.message }, basePath: context.basePath };
  }
}

export default function PeopleSearch() {
  const { query, result, basePath } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{shell.searchPeople}</h1>
      <Form method="get" role="search" className="card people-search__form">
        <label htmlFor="people-q">{t.searchPeopleLabel}</label>
        <div className="people-search__row">
          <input
            id="people-q"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={shell.searchPeoplePlaceholder}
            maxLength={100}
            aria-describedby="people-q-hint"
          />
          <button type="submit" className="button button--primary">
            {shell.find}
          </button>
        </div>
        <p id="people-q-hint" className="field__hint">
          {t.searchPeopleHint}
        </p>
      </Form>
      {result ? (
        <section aria-labelledby="people-found">
          {result.message ? (
            <p id="people-found" className="card" role="alert">
              {result.message}
            </p>
          ) : result.people.length === 0 ? (
            <p id="people-found" className="card">
              {finder.nothingFound}
            </p>
          ) : (
            <>
              <h2 id="people-found" className="card__title">
                {result.total > result.people.length ? t.peopleFoundMore(result.people.length, result.total) : t.peopleFound(result.total)}
              </h2>
              <ul className="people-list">
                {result.people.map((person) => (
                  <li key={person.id} className="card">
                    <Avatar
                      id={person.id}
                      name={person.name}
                      surname={person.surname}
                      filePath={person.avatarFile?.filePath}
                      basePath={basePath}
                      size={48}
                    />
                    <div>
                      <Link to={`/user/${person.id}`} className="people-list__name">
                        {[person.surname, person.name, person.middlename].filter(Boolean).join(" ")}
                      </Link>
                      {person.position ? <p className="muted">{person.position}</p> : null}
                      {person.department ? <p className="muted">{person.department.name}</p> : null}
                      <WorkStatus status={person.userWorkStatus} />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
