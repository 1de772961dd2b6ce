// /group/{id}/members (issue #14 points 6, 7), in the group's frame: its readers see the members
// (managers first), search them and page by a plain link; managers also see the join requests waiting
// and remove members, make or unmake managers (server/members-page.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { groupMessages as tg } from "~/features/groups/messages/group";
import { groupPageMessages as p } from "~/features/groups/messages/page";
import { memberMessages as t } from "~/features/groups/messages/member";
import { membersPageAction, membersPageLoader } from "~/features/groups/server/members-page.server";
import { MemberRow, RequestRow } from "~/features/groups/ui/member-list";

export const loader = (args: LoaderFunctionArgs) => membersPageLoader(args);
export const action = (args: ActionFunctionArgs) => membersPageAction(args);

export default function GroupMembers() {
  const page = useLoaderData<typeof loader>();
  // With JavaScript «Показать ещё» appends the next page here (the forms of its rows come back to this page).
  const list = useMorePages({ items: page.members, more: page.more }, (next: typeof page) => ({ items: next.members, more: next.more }));
  return (
    <div className="group-members">
      {page.canManage ? (
        <section className="card group-requests" aria-labelledby="group-requests-title">
          <h2 id="group-requests-title">{t.requests}</h2>
          {page.requests.length === 0 ? (
            <p className="muted">{p.noRequests}</p>
          ) : (
            <ul className="member-list">
              {page.requests.map((r) => (
                <RequestRow key={r.claimId} request={r} day={r.day} back={page.here} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section className="card" aria-labelledby="group-members-title">
        <h2 id="group-members-title">{t.title}</h2>
        <Form method="get" className={page.tooShort ? "groups-search field field--error" : "groups-search field"} role="search">
          <label htmlFor="members-q" className="visually-hidden">
            {t.search}
          </label>
          <div className="groups-search__row">
            <input
              id="members-q"
              type="search"
              name="q"
              defaultValue={page.q}
              placeholder={p.memberSearchPlaceholder}
              maxLength={255}
              aria-invalid={page.tooShort || undefined}
              aria-describedby={page.tooShort ? "members-q-error" : undefined}
            />
            <button type="submit" className="button">
              {p.find}
            </button>
          </div>
          {page.tooShort ? (
            <p className="field__error" id="members-q-error">
              {tg.searchTooShort}
            </p>
          ) : null}
        </Form>
        {page.tooShort ? null : page.members.length === 0 ? (
          <p className="muted">{page.q ? tg.nothingFound : t.none}</p>
        ) : (
          <>
            <p className="muted">{p.memberTotal(page.total)}</p>
            <ul className="member-list" aria-busy={list.loading || undefined}>
              {list.items.map((m) => (
                <MemberRow key={m.id} member={m} canManage={page.canManage} back={page.here} />
              ))}
            </ul>
            {list.more ? (
              <p className="group-list__more">
                <Link to={list.more} className="button" onClick={list.onMore}>
                  {tg.showMore}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
