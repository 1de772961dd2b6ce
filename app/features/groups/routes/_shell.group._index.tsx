// /group (issue #14 point 3): all groups or the reader's own (`?tab=my`), a search by name (`?q=`, GET),
// 20 cards a page and a plain "Показать ещё" link to the next (`?after=`), tab and search kept. Every
// control is a link or a plain form: the page works the same without JavaScript.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { pageTitle } from "~/shared/ui/meta";
import { groupMessages as t } from "~/features/groups/messages/group";
import { groupPageMessages as p } from "~/features/groups/messages/page";
import { groupListPage } from "~/features/groups/server/list-page.server";
import { groupListUrl } from "~/features/groups/ui/urls";
import { GroupCard } from "~/features/groups/ui/group-card";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return groupListPage(context, actor, new URL(request.url));
}

export default function GroupList() {
  const page = useLoaderData<typeof loader>();
  // With JavaScript «Показать ещё» appends the next page here (the forms of its cards come back to this page).
  const list = useMorePages(page, (next: typeof page) => next);
  const tabs = [
    { tab: "all" as const, label: t.allGroups },
    { tab: "my" as const, label: t.myGroups },
  ];
  const empty = page.q ? t.nothingFound : page.tab === "my" ? t.noMyGroups : t.noGroups;
  return (
    <section className="groups-page">
      <div className="groups-page__head">
        <h1 className="page-title">{t.title}</h1>
        <Link to="/group-create" className="button button--primary">
          {t.createGroup}
        </Link>
      </div>
      <nav className="tabs" aria-label={p.tabsLabel}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.tab}>
              <Link to={groupListUrl(tab.tab, page.q)} className="tabs__tab" aria-current={tab.tab === page.tab ? "page" : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action="/group"
        className={page.tooShort ? "groups-search field field--error" : "groups-search field"}
        role="search"
      >
        {page.tab === "my" ? <input type="hidden" name="tab" value="my" /> : null}
        <label htmlFor="groups-q" className="visually-hidden">
          {t.searchLabel}
        </label>
        <div className="groups-search__row">
          <input
            id="groups-q"
            type="search"
            name="q"
            defaultValue={page.q}
            placeholder={p.searchPlaceholder}
            maxLength={255}
            aria-invalid={page.tooShort || undefined}
            aria-describedby={page.tooShort ? "groups-q-error" : undefined}
          />
          <button type="submit" className="button">
            {p.find}
          </button>
        </div>
        {page.tooShort ? (
          <p className="field__error" id="groups-q-error">
            {t.searchTooShort}
          </p>
        ) : null}
      </Form>
      {page.tooShort ? null : page.failed ? (
        <div className="alert alert--error" role="alert">
          {t.loadFailed}
        </div>
      ) : page.items.length === 0 ? (
        <p className="card muted group-page__empty">{empty}</p>
      ) : (
        <>
          <ul className="group-list" aria-busy={list.loading || undefined}>
            {list.items.map((group) => (
              <GroupCard key={group.id} group={group} back={page.here} />
            ))}
          </ul>
          {list.more || page.later ? (
            <p className="group-list__more">
              {page.later ? <Link to={groupListUrl(page.tab, page.q)}>{p.firstPage}</Link> : null}{" "}
              {list.more ? (
                <Link to={list.more} className="button" onClick={list.onMore}>
                  {t.showMore}
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
