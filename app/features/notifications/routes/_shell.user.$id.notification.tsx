// /user/{id}/notification: all of the person's notifications, newest first, 20 a page (?page=2), with
// "Прочитать все". The bottom menu's «Уведомления» and the bell's "Все уведомления" lead here.
// Notifications are personal: another person's address leads to one's own list.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { DEFAULT_PAGE_SIZE, listSchema, presentNotification } from "~/features/notifications/server/notifications.server";
import { pageTitle } from "~/shared/ui/meta";
import { notifications, notificationsPage } from "~/features/notifications/messages";

const t = notifications;

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const own = `/user/${actor.userId}/notification`;
  if (params.id !== String(actor.userId)) throw redirect(own);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const items = await context.services.notifications.list(
    actor,
    parseInput(listSchema, { pageNumber: page - 1, pageSize: DEFAULT_PAGE_SIZE }),
  );
  const now = new Date();
  return {
    own,
    page,
    // The last page is the one that comes back shorter than a page (the spec's paging rule).
    hasOlder: items.length === DEFAULT_PAGE_SIZE,
    notifications: items.map((n) => presentNotification(n, now, context.services.notifications.linkOf(n))),
  };
}

export default function NotificationsPage() {
  const { own, page, hasOlder, notifications } = useLoaderData<typeof loader>();
  const here = page > 1 ? `${own}?page=${page}` : own;
  const pageLink = (n: number) => (n > 1 ? `${own}?page=${n}` : own);
  const unread = notifications.some((n) => !n.showed);
  return (
    <section className="card notifications-page">
      <h1 className="page-title">{t.title}</h1>
      {unread ? (
        <Form method="post" action="/notifications/read-all">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button">
            {t.readAll}
          </button>
        </Form>
      ) : null}
      {notifications.length === 0 ? (
        <p className="muted">{notificationsPage.notificationsEmpty}</p>
      ) : (
        <ul className="notification-list notification-list--page">
          {notifications.map((n) => (
            <li key={n.id} className={n.showed ? undefined : "notification-list__unread"}>
              {n.showed ? null : <span className="notification-list__new">{notificationsPage.notificationUnread}</span>}
              <p>{n.link ? <Link to={n.link}>{n.text}</Link> : n.text}</p>
              <time dateTime={n.createDate}>{n.when}</time>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasOlder ? (
        <nav className="notifications-page__pager" aria-label={t.title}>
          {page > 1 ? <Link to={pageLink(page - 1)}>{notificationsPage.newer}</Link> : <span />}
          {hasOlder ? <Link to={pageLink(page + 1)}>{notificationsPage.older}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
