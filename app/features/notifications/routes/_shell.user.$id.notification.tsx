// /user/{id}/notification: one's notifications, newest first, 20 a page, "Все" and "Непрочитанные" tabs
// (?tab=unread), "Показать ещё" by keyset (?before={id of the last one shown}) while more remain, and
// "Прочитать все". Each row is a form that marks it read and opens where it leads (NotificationRow).
// Notifications are personal: another person's address is refused (403).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { toId } from "~/platform/ids";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { DEFAULT_PAGE_SIZE, presentNotification } from "~/features/notifications/server/notifications.server";
import { pageTitle } from "~/shared/ui/meta";
import { notifications, notificationSettings, notificationsPage } from "~/features/notifications/messages";
import { NotificationRow } from "~/features/notifications/ui/notification-row";

const t = notifications;
const p = notificationsPage;

export const meta: MetaFunction = ({ error }) => pageTitle(error ? p.forbiddenTitle : t.title);
export const handle = { title: t.title };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (params.id !== String(actor.userId)) throw refusePage(403, { pageTitle: p.forbiddenTitle, text: p.forbidden });
  const query = new URL(request.url).searchParams;
  const unreadOnly = query.get("tab") === "unread";
  const beforeId = toId(query.get("before"));
  // One more than a page: whether "Показать ещё" has anything to show.
  const rows = await context.services.notifications.page(actor, { unreadOnly, beforeId, limit: DEFAULT_PAGE_SIZE + 1 });
  const shown = rows.slice(0, DEFAULT_PAGE_SIZE);
  const now = new Date();
  const own = `/user/${actor.userId}/notification`;
  /** This page's address in the same tab, from the start or before a notification. */
  const at = (before: number | null) => {
    const search = new URLSearchParams({ ...(unreadOnly ? { tab: "unread" } : {}), ...(before ? { before: String(before) } : {}) });
    return search.size ? `${own}?${search}` : own;
  };
  return {
    own,
    basePath: context.basePath,
    unreadOnly,
    here: at(beforeId),
    first: beforeId === null ? null : at(null),
    more: rows.length > DEFAULT_PAGE_SIZE ? at(shown.at(-1)!.id) : null,
    notifications: shown.map((n) => presentNotification(n, now)),
  };
}

/** What this page reads of the shell's data: the unread count the header shows (app/shell/routes/_shell.tsx). */
interface ShellCount {
  user: { countNotifications2: number };
}

export default function NotificationsPage() {
  const { own, basePath, unreadOnly, here, first, more, notifications: items } = useLoaderData<typeof loader>();
  // The bell's count, which the shell has already read (and reads again after "Прочитать все").
  const unread = useRouteLoaderData<ShellCount>("routes/_shell")?.user.countNotifications2 ?? 0;
  const tabs = [
    { to: own, label: p.tabAll, current: !unreadOnly },
    { to: `${own}?tab=unread`, label: p.tabUnread, current: unreadOnly },
  ];
  return (
    <section className="card notifications-page">
      <h1 className="page-title">{t.title}</h1>
      <p>
        <Link to={`${own}/settings`}>{notificationSettings.link}</Link>
      </p>
      <nav className="tabs" aria-label={t.title}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} className="tabs__tab" aria-current={tab.current ? "page" : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {unread > 0 ? (
        <Form method="post" action="/notifications/read-all">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button">
            {t.readAll}
          </button>
        </Form>
      ) : null}
      {items.length === 0 ? (
        <p className="muted">{unreadOnly ? p.unreadEmpty : p.notificationsEmpty}</p>
      ) : (
        <ul className="notification-list notification-list--page">
          {items.map((n) => (
            <NotificationRow key={n.id} n={n} here={here} basePath={basePath} unreadMark={p.notificationUnread} />
          ))}
        </ul>
      )}
      {more || first ? (
        <nav className="notifications-page__pager" aria-label={t.title}>
          {first ? <Link to={first}>{p.newest}</Link> : <span />}
          {more ? <Link to={more}>{p.more}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
