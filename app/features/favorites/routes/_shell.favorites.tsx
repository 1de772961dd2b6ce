// /favorites?type=CONTACT: the person's favourites, a tab per type ("Контакты", "Гид по компании"),
// the starred contact cards with their stars or the starred guide articles (name, sections, link),
// page by page (?page=2).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { canEditContacts } from "~/features/contacts";
import type { ContactCard } from "~/features/contacts/index.server";
import { ContactCardView, contactsStyles } from "~/features/contacts";
import { FavoriteArticleCard, guideStyles, type FavoriteArticle, NoFavoriteArticles } from "~/features/guide";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/favorites/messages";

const t = messages;
const PAGE_SIZE = 20;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: guideStyles },
];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const types = await context.services.favorites.knownTypes(actor);
  const type = url.searchParams.get("type");
  if (!type) throw redirect(`/favorites?type=${types[0]?.type ?? "CONTACT"}`);
  const current = types.find((x) => x.type === type);
  if (!current) throw refusePage(404, { pageTitle: t.title });
  const pages = Math.max(1, Math.ceil(current.count / PAGE_SIZE));
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1;
  const items = await context.services.favorites.list(actor, { type, pageNumber: page - 1, pageSize: PAGE_SIZE });
  return {
    types,
    type,
    page,
    pages,
    contacts: type === "CONTACT" ? (items as ContactCard[]) : [],
    articles: type === "WIKI_GUIDE" ? (items as FavoriteArticle[]) : [],
    canEdit: canEditContacts(actor),
    basePath: context.basePath,
  };
}

export default function Favorites() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = location.pathname + location.search;
  const pageLink = (n: number) => `/favorites?type=${view.type}${n > 1 ? `&page=${n}` : ""}`;
  return (
    <div className="favorites">
      <h1 className="page-title">{t.title}</h1>
      <nav className="tabs" aria-label={t.types}>
        <ul>
          {view.types.map((type) => (
            <li key={type.type}>
              <Link to={`/favorites?type=${type.type}`} className="tabs__tab" aria-current={type.type === view.type ? "page" : undefined}>
                {type.name}
                <span className="counter">{type.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.type === "WIKI_GUIDE" ? (
        view.articles.length === 0 ? (
          <NoFavoriteArticles />
        ) : (
          <ul className="guide-articles">
            {view.articles.map((article) => (
              <li key={article.id} id={`article-${article.id}`}>
                <FavoriteArticleCard article={article} here={here} />
              </li>
            ))}
          </ul>
        )
      ) : view.contacts.length === 0 ? (
        <div className="empty-state card">
          <p>{view.type === "CONTACT" ? t.emptyContacts : t.empty}</p>
          <Link to="/v2/contacts" className="button button--primary">
            {t.toDirectory}
          </Link>
        </div>
      ) : (
        <ul className="contact-list">
          {view.contacts.map((card) => (
            <li key={card.id} id={`contact-${card.id}`}>
              <ContactCardView card={card} here={here} basePath={view.basePath} canEdit={view.canEdit} showCategory />
            </li>
          ))}
        </ul>
      )}

      {view.pages > 1 ? (
        <nav className="pager" aria-label={t.page(view.page, view.pages)}>
          {view.page > 1 ? <Link to={pageLink(view.page - 1)}>{t.previous}</Link> : <span />}
          <span className="muted">{t.page(view.page, view.pages)}</span>
          {view.page < view.pages ? <Link to={pageLink(view.page + 1)}>{t.next}</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
