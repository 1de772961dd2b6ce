// /mentoring: the mentors (filtered by topic with a GET form, a keyset page at a time) each with a request form;
// the reader's requests and pairs with their meetings; her own offer as a mentor; and, for HR and
// administrators, every pair. Every form is a plain post that works without JavaScript.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatDate } from "~/shared/dates";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/mentoring.css";
import { messages as t } from "../messages";
import { mentoringAction, mentoringLoader } from "../server/pages.server";
import { MentorCard } from "../ui/mentor-card";
import { OfferForm } from "../ui/offer-form";
import { PairCard } from "../ui/pair-card";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = mentoringLoader;
export const action = mentoringAction;

export default function MentoringPage() {
  const { me, topic, topics, mentors, mine, pairs } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyTo = (form: string) => (reply?.form === form ? reply : undefined);
  const query = topic ? `topic=${encodeURIComponent(topic)}&` : "";
  return (
    <div className="mentoring">
      <h1 className="page-title">{t.title}</h1>
      <section aria-labelledby="mentoring-mine">
        <h2 id="mentoring-mine">{t.mineTitle}</h2>
        {mine.pairs.length === 0 ? (
          <p className="muted">{t.nothingMine}</p>
        ) : (
          mine.pairs.map((pair) => <PairCard key={pair.id} pair={pair} me={me} reply={reply} />)
        )}
      </section>
      <section aria-labelledby="mentoring-mentors">
        <h2 id="mentoring-mentors">{t.mentors}</h2>
        <Form method="get" className="mentoring-filter">
          <div className="field">
            <label htmlFor="mentoring-topic">{t.topicLabel}</label>
            <select id="mentoring-topic" name="topic" defaultValue={topic}>
              <option value="">{t.allTopics}</option>
              {topics.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t.find}
          </button>
        </Form>
        {mentors.mentors.length === 0 ? (
          <p className="empty-state card" role="status">
            {t.noMentors}
          </p>
        ) : (
          <ul className="mentoring-grid">
            {mentors.mentors.map((mentor) => (
              <MentorCard key={mentor.userId} mentor={mentor} me={me} reply={replyTo(`request-${mentor.userId}`)} />
            ))}
          </ul>
        )}
        {mentors.next ? (
          <p>
            <Link to={`/mentoring?${query}after=${mentors.next}#mentoring-mentors`} className="button">
              {t.more}
            </Link>
          </p>
        ) : null}
      </section>
      <OfferForm offer={mine.offer} reply={replyTo("offer-")} />
      {pairs ? (
        <section className="card" id="mentoring-all" aria-labelledby="mentoring-all-title">
          <h2 id="mentoring-all-title">{t.allPairs}</h2>
          <p className="muted">{t.allPairsHint}</p>
          {pairs.pairs.length === 0 ? (
            <p role="status">{t.noPairs}</p>
          ) : (
            <ul className="mentoring-pairs">
              {pairs.pairs.map((p) => (
                <li key={p.id}>
                  <p>
                    {t.mentorOf(p.mentor)} · {t.menteeOf(p.mentee)}
                  </p>
                  <p className="muted">
                    {t.status[p.status]} · {t.since(formatDate(p.createdAt))} · {t.meetingsCount(p.meetings)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pairs.next ? (
            <p>
              <Link to={`/mentoring?pairsAfter=${pairs.next}#mentoring-all`} className="button">
                {t.more}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
