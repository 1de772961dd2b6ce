// /activities/{id}/participants: the organiser's side (editors and administrators too) — the participants, then
// the waiting list in its order, each removable by a plain post (a place freed goes to the first waiting); the
// whole list as CSV for Excel (/activities/{id}/participants/export).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { useMorePages } from "~/shared/ui/more-pages";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { participantsAction, participantsLoader } from "../server/pages.server";
import { fullName, MoreLink, PersonRow, placesText } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.participantsTitle));
export const handle = { title: t.participantsTitle, backTo: "/activities" };
export const loader = participantsLoader;
export const action = participantsAction;

export default function ActivityParticipantsPage() {
  const page = useLoaderData<typeof loader>();
  const list = useMorePages({ items: page.items, more: page.more }, (next: typeof page) => ({ items: next.items, more: next.more }));
  const { activity } = page;
  return (
    <div className="activities">
      <h1 className="page-title">{t.participantsTitle}</h1>
      <div className="activities-actions">
        <Link to={`/activities/${activity.id}`}>{activity.title}</Link>
        <Link to={`/activities/${activity.id}/participants/export`} reloadDocument className="button">
          {t.exportCsv}
        </Link>
      </div>
      <section className="card">
        <p className="muted">{`${placesText(activity)}. ${t.waitingTitle}: ${activity.waiting}`}</p>
        {list.items.length === 0 ? (
          <p>{t.noUsers}</p>
        ) : (
          <ul className="activity-people" aria-busy={list.loading || undefined}>
            {list.items.map((p) => (
              <PersonRow key={p.memberId} person={p}>
                <span>{p.status === "going" ? t.statusGoing : t.statusWaiting(p.waitingNumber ?? 0)}</span>
                <Form method="post">
                  <input type="hidden" name="userId" value={p.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="button button--danger-outline"
                    aria-label={t.removeLabel(fullName(p))}
                  >
                    {t.remove}
                  </button>
                </Form>
              </PersonRow>
            ))}
          </ul>
        )}
        <MoreLink to={list.more} onClick={list.onMore} />
      </section>
    </div>
  );
}
