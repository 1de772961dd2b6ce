// /activities/{id}/users: who is going — the participants in the order they signed up, keyset pages by
// «Показать ещё» (appended in place with JavaScript).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { useMorePages } from "~/shared/ui/more-pages";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { usersLoader } from "../server/pages.server";
import { MoreLink, PersonRow } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.usersTitle));
export const handle = { title: t.usersTitle, backTo: "/activities" };
export const loader = usersLoader;

export default function ActivityUsersPage() {
  const page = useLoaderData<typeof loader>();
  const list = useMorePages({ items: page.items, more: page.more }, (next: typeof page) => ({ items: next.items, more: next.more }));
  return (
    <div className="activities">
      <h1 className="page-title">{t.usersTitle}</h1>
      <p>
        <Link to={`/activities/${page.activity.id}`}>{page.activity.title}</Link>
      </p>
      <section className="card">
        <p className="muted">{t.going(page.activity.taken)}</p>
        {list.items.length === 0 ? (
          <p>{t.noUsers}</p>
        ) : (
          <ul className="activity-people" aria-busy={list.loading || undefined}>
            {list.items.map((p) => (
              <PersonRow key={p.memberId} person={p} />
            ))}
          </ul>
        )}
        <MoreLink to={list.more} onClick={list.onMore} />
      </section>
    </div>
  );
}
