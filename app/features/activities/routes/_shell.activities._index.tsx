// /activities: upcoming activities from the soonest (the default), past ones or the reader's own as links,
// keyset pages by «Показать ещё». Editors and administrators see «Создать активность».
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { useMorePages } from "~/shared/ui/more-pages";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { listLoader } from "../server/pages.server";
import { activityWhen } from "../ui/dates";
import { Mark, MoreLink, placesText } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = listLoader;

const FILTERS = [
  { filter: "upcoming", href: "/activities", label: t.filterUpcoming },
  { filter: "past", href: "/activities?filter=past", label: t.filterPast },
  { filter: "mine", href: "/activities?filter=mine", label: t.filterMine },
] as const;
const EMPTY = { upcoming: t.emptyUpcoming, past: t.emptyPast, mine: t.emptyMine };

export default function ActivitiesPage() {
  const page = useLoaderData<typeof loader>();
  const list = useMorePages({ items: page.items, more: page.more }, (next: typeof page) => ({ items: next.items, more: next.more }));
  return (
    <div className="activities">
      <h1 className="page-title">{t.title}</h1>
      <div className="activities-actions">
        <nav className="tabs" aria-label={t.filters}>
          {FILTERS.map((f) => (
            <Link key={f.filter} to={f.href} aria-current={page.filter === f.filter ? "page" : undefined}>
              {f.label}
            </Link>
          ))}
        </nav>
        {page.canCreate ? (
          <Link to="/activities/create" className="button button--primary">
            {t.create}
          </Link>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p className="empty-state card" role="status">
          {EMPTY[page.filter]}
        </p>
      ) : (
        <>
          <ul className="activities-list" aria-busy={list.loading || undefined}>
            {list.items.map((a) => (
              <li key={a.id} className="card">
                <h2>
                  <Link to={`/activities/${a.id}`}>{a.title}</Link>
                </h2>
                <p>{activityWhen(a.startsAt, a.endsAt)}</p>
                <p className="muted">{a.place || t.online}</p>
                <p>{a.cancelled ? <Mark off>{t.cancelled}</Mark> : placesText(a)}</p>
                {a.mine ? <p>{<Mark>{a.mine === "going" ? t.youGo : t.waitingTitle}</Mark>}</p> : null}
              </li>
            ))}
          </ul>
          <MoreLink to={list.more} onClick={list.onMore} />
        </>
      )}
    </div>
  );
}
