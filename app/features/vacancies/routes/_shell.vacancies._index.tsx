// /vacancies (issue #15 point 3): the filters (one GET form; a <details> panel under 992 px behind the
// mobile header's filter button), 10 cards a page, hot first then newest, «Назад»/«Вперёд» keeping the
// filters. Every control is a link or a plain form: the page works the same without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { vacancyMessages as t } from "~/features/vacancies/messages/vacancy";
import { vacancyPageMessages as p } from "~/features/vacancies/messages/pages";
import { vacancyListPage } from "~/features/vacancies/server/pages-list.server";
import { filterButton, VacancyFilters } from "~/features/vacancies/ui/filters";
import { VacancyCard } from "~/features/vacancies/ui/vacancy-card";

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/", headerButton: filterButton };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return vacancyListPage(context, actor, new URL(request.url));
}

export default function VacancyList() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="vacancies-page">
      <div className="vacancies-page__head">
        <h1 className="page-title">{t.title}</h1>
        <Link to="/vacancies/rules">{t.rules}</Link>
        {page.editor ? (
          <Link to="/vacancies/create" className="button button--primary">
            {t.add}
          </Link>
        ) : null}
      </div>
      <div className="vacancies-page__body">
        <VacancyFilters key={JSON.stringify(page.query)} query={page.query} cities={page.cities} editor={page.editor} />
        <div className="vacancies-page__list">
          {page.failed ? (
            <div className="alert alert--error" role="alert">
              {t.listFailed}
            </div>
          ) : page.cards.length === 0 ? (
            <p className="card muted">{t.nothingFound}</p>
          ) : (
            <ul className="vacancy-list" aria-label={p.found(page.total)}>
              {page.cards.map((card) => (
                <VacancyCard key={card.id} card={card} />
              ))}
            </ul>
          )}
          {page.previous || page.next ? (
            <nav className="vacancy-paging" aria-label={p.paging}>
              {page.previous ? (
                <Link to={page.previous} className="button" rel="prev">
                  {p.previous}
                </Link>
              ) : null}
              {page.next ? (
                <Link to={page.next} className="button" rel="next">
                  {p.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}
