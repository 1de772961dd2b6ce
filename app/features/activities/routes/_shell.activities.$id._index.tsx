// /activities/{id}: the activity's card — when, where (or its online link), the description, the places left and
// the sign-up's end — with the reader's status (a participant, or her number in the waiting list) and the one
// form that signs her up or withdraws her. The organiser (and editors) also reach the participants and the form.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { RichHtml } from "~/shared/richtext/rich-html";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { cardAction, cardLoader } from "../server/pages.server";
import { activityWhen, moscowTime } from "../ui/dates";
import { Mark, placesText } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.activity.title ?? t.title);
export const handle = { title: t.title, backTo: "/activities" };
export const loader = cardLoader;
export const action = cardAction;

export default function ActivityPage() {
  const { activity: a } = useLoaderData<typeof loader>();
  const status = a.me?.status === "going" ? t.youGo : a.me?.status === "waiting" ? t.youWait(a.me.position) : null;
  const full = a.seats !== null && a.taken >= a.seats;
  return (
    <div className="activities">
      <h1 className="page-title">{a.title}</h1>
      {a.cancelled ? (
        <p>
          <Mark off>{t.cancelled}</Mark>
        </p>
      ) : a.past ? (
        <p>
          <Mark>{t.past}</Mark>
        </p>
      ) : null}
      <section className="card">
        <dl className="activity-facts">
          <dt>{t.when}</dt>
          <dd>{activityWhen(a.startsAt, a.endsAt)}</dd>
          {a.place ? (
            <>
              <dt>{t.where}</dt>
              <dd>{a.place}</dd>
            </>
          ) : null}
          {a.link ? (
            <>
              <dt>{t.online}</dt>
              <dd>
                <a href={a.link} rel="noopener noreferrer" target="_blank">
                  {a.link}
                </a>
              </dd>
            </>
          ) : null}
          <dt>{t.places}</dt>
          <dd>{placesText(a)}</dd>
          {a.signupUntil ? (
            <>
              <dt>{t.signupUntil}</dt>
              <dd>{moscowTime(a.signupUntil)}</dd>
            </>
          ) : null}
          {a.organiser ? (
            <>
              <dt>{t.organiser}</dt>
              <dd>
                <Link to={`/user/${a.organiser.id}`}>{`${a.organiser.surname} ${a.organiser.name}`}</Link>
              </dd>
            </>
          ) : null}
        </dl>
        <RichHtml html={a.description} className="activity-description rich-text" />
      </section>
      <section className="card">
        {status ? (
          <p className="activity-status" role="status">
            {status}
          </p>
        ) : null}
        {a.me && !a.past ? (
          <Form method="post">
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className="button">
              {a.me.status === "going" ? t.leave : t.leaveWaiting}
            </button>
          </Form>
        ) : a.me ? null : a.signupOpen ? (
          <Form method="post">
            <input type="hidden" name="intent" value="join" />
            <button type="submit" className="button button--primary">
              {full ? t.joinWaiting : t.join}
            </button>
          </Form>
        ) : (
          <p className="muted">{a.cancelled ? t.cancelledText : t.signupClosed}</p>
        )}
        <div className="activities-actions">
          <Link to={`/activities/${a.id}/users`}>{t.usersLink}</Link>
          {a.canManage ? <Link to={`/activities/${a.id}/participants`}>{t.participants}</Link> : null}
          {a.canManage && !a.cancelled ? <Link to={`/activities/${a.id}/edit`}>{t.edit}</Link> : null}
        </div>
      </section>
    </div>
  );
}
