// /v2/contacts: the directory's start page — a search of colleagues and service numbers by name, the
// category tree, the contacts opened last and the favourite contacts. The search is a GET form (?q=),
// so it works without JavaScript and its results can be bookmarked.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { isDomainError } from "~/platform/errors";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditContacts } from "~/features/contacts/policy";
import { ContactsLayout } from "~/features/contacts/ui/layout";
import { ContactCardView } from "~/features/contacts/ui/contact-card";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import { visibleTree } from "~/features/contacts/server/tree.server";
import { finderMessages } from "~/features/search";
import { contactsDirectory as t } from "~/features/contacts/messages/directory";
import { contactsCommon as tc } from "~/features/contacts/messages/common";

/** Favourites shown on the start page; the rest are on /favorites?type=CONTACT. */
const FAVORITES_PREVIEW = 6;
/** Search results shown at once; a longer list asks for a more precise query. */
const SEARCH_LIMIT = 30;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(tc.title);
export const handle = { title: tc.title };

/** The directory search: cards whose names start with the typed words, or a Russian message. */
async function searchCards(context: LoaderFunctionArgs["context"], query: string) {
  try {
    const group = await context.services.search.find(context.actor, { indexName: "CONTACT", query, limit: SEARCH_LIMIT });
    return {
      query,
      total: group.total,
      cards: group.objects as Awaited<ReturnType<typeof context.services.contacts.recent>>,
      message: null,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { query, total: 0, cards: [], message: error.message };
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const s = context.services;
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const [tree, recent, favorites, favoritesCount, search] = await Promise.all([
    s.contacts.allCategories(actor),
    s.contacts.recent(actor),
    s.favorites.list(actor, { type: "CONTACT", pageNumber: 0, pageSize: FAVORITES_PREVIEW }),
    s.favorites.count(actor, { type: "CONTACT" }),
    query.trim() ? searchCards(context, query) : null,
  ]);
  return {
    search,
    // The start page opens the top categories (on phones too), unless it shows search results.
    tree: visibleTree(tree, [], !search),
    recent,
    favorites: favorites as typeof recent,
    favoritesCount,
    canEdit: canEditContacts(actor),
    basePath: context.basePath,
  };
}

export default function ContactsStart() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <ContactsLayout
      tree={data.tree}
      currentPath={[]}
      treeOnMobile={!data.search}
      header={
        <header className="contacts__header">
          <h1 className="page-title">{t.directory}</h1>
          <p className="muted">
            {t.startHint} <Link to="/structure">{t.toStructureLower}</Link>.
          </p>
          <Form method="get" className="contacts__search" role="search" aria-label={t.searchLabel}>
            <label htmlFor="contacts-q" className="visually-hidden">
              {t.searchLabel}
            </label>
            <input
              id="contacts-q"
              type="search"
              name="q"
              defaultValue={data.search?.query ?? ""}
              placeholder={t.searchPlaceholder}
              maxLength={100}
            />
            <button type="submit" className="button button--primary">
              {t.searchButton}
            </button>
          </Form>
        </header>
      }
    >
      {data.search ? (
        <section aria-labelledby="search-title" className="contacts__block">
          <h2 id="search-title">{t.searchResults(data.search.query)}</h2>
          {data.search.message ? (
            <p className="empty-state card">{data.search.message}</p>
          ) : data.search.cards.length === 0 ? (
            <p className="empty-state card">{finderMessages.nothingFound}</p>
          ) : (
            <>
              {data.search.total > data.search.cards.length ? (
                <p className="muted">{t.searchMore(data.search.cards.length, data.search.total)}</p>
              ) : null}
              <ul className="contact-list">
                {data.search.cards.map((card) => (
                  <li key={card.id}>
                    <ContactCardView
                      card={card}
                      here={here}
                      basePath={data.basePath}
                      canEdit={data.canEdit}
                      showCategory
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}
      <section aria-labelledby="recent-title" className="contacts__block">
        <h2 id="recent-title">{t.recent}</h2>
        {data.recent.length === 0 ? (
          <p className="empty-state card">{t.recentEmpty}</p>
        ) : (
          <ul className="contact-list">
            {data.recent.map((card) => (
              <li key={card.id}>
                <ContactCardView card={card} here={here} basePath={data.basePath} canEdit={data.canEdit} showCategory headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="favorites-title" className="contacts__block">
        <h2 id="favorites-title">
          {t.favorites}
          {data.favoritesCount > 0 ? <span className="counter">{data.favoritesCount}</span> : null}
        </h2>
        {data.favorites.length === 0 ? (
          <p className="empty-state card">{t.favoritesEmpty}</p>
        ) : (
          <>
            <ul className="contact-list">
              {data.favorites.map((card) => (
                <li key={card.id}>
                  <ContactCardView card={card} here={here} basePath={data.basePath} canEdit={data.canEdit} showCategory headingLevel={3} />
                </li>
              ))}
            </ul>
            <p>
              <Link to="/favorites?type=CONTACT">{t.allFavorites}</Link>
            </p>
          </>
        )}
      </section>
    </ContactsLayout>
  );
}
