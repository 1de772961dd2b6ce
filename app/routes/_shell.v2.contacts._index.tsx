// /v2/contacts: the directory's start page — the category tree, the contacts opened last and the
// favourite contacts.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireSignedIn } from "~/modules/core/remix.server";
import { canEditContacts } from "~/modules/core/policies";
import { ContactsLayout } from "~/components/contacts/layout";
import { ContactCardView } from "~/components/contacts/contact-card";
import { pageTitle } from "~/components/meta";
import styles from "~/styles/contacts.css";
import { ru } from "~/text/ru";

const t = ru.contacts;
/** Favourites shown on the start page; the rest are on /favorites?type=CONTACT. */
const FAVORITES_PREVIEW = 6;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const s = context.services;
  const [tree, recent, favorites, types] = await Promise.all([
    s.contacts.allCategories(actor),
    s.contacts.recent(actor),
    s.favorites.list(actor, { type: "CONTACT", pageNumber: 0, pageSize: FAVORITES_PREVIEW }),
    s.favorites.knownTypes(actor),
  ]);
  return {
    tree: tree.map(({ id, name, parent }) => ({ id, name, parent })),
    recent,
    favorites: favorites as typeof recent,
    favoritesCount: types.find((type) => type.type === "CONTACT")?.count ?? 0,
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
      treeOnMobile
      header={
        <header className="contacts__header">
          <h1 className="page-title">{t.directory}</h1>
          <p className="muted">
            {t.startHint} <Link to="/structure">{t.toStructureLower}</Link>.
          </p>
        </header>
      }
    >
      <section aria-labelledby="recent-title" className="contacts__block">
        <h2 id="recent-title">{t.recent}</h2>
        {data.recent.length === 0 ? (
          <p className="empty-state card">{t.recentEmpty}</p>
        ) : (
          <ul className="contact-list">
            {data.recent.map((card) => (
              <li key={card.id}>
                <ContactCardView card={card} here={here} basePath={data.basePath} canEdit={data.canEdit} showCategory />
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
                  <ContactCardView card={card} here={here} basePath={data.basePath} canEdit={data.canEdit} showCategory />
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
