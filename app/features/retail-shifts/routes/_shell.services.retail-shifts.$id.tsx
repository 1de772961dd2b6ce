// /services/retail-shifts/{id}: one shift — its shop, day and time, who works it, its swap — and the one form for
// each step the reader may take: its person offers it or withdraws the offer, a colleague of the shop takes it,
// the shop's manager approves or declines the swap. Each is a plain post; the answer comes as a toast.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/retail-shifts.css";
import { messages as t } from "../messages";
import { cardAction, cardLoader } from "../server/pages.server";
import { dayDate, dayName } from "../days";
import { shiftTime } from "../ui/week";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.shiftTitle));
export const handle = { title: t.shiftTitle, backTo: "/services/retail-shifts" };
export const loader = cardLoader;
export const action = cardAction;

function Step({ intent, label, primary = false }: { intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={primary ? "button button--primary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

export default function ShiftPage() {
  const { shift: s } = useLoaderData<typeof loader>();
  const swap = s.swap;
  return (
    <div className="retail-shifts">
      <h1 className="page-title">{`${t.shiftTitle} ${dayName(s.day)}, ${shiftTime(s)}`}</h1>
      <section className="card">
        <dl className="shift-facts">
          <dt>{t.shopLabel}</dt>
          <dd>{s.shop.name}</dd>
          <dt>{t.when}</dt>
          <dd>{`${dayDate(s.day)}, ${shiftTime(s)}`}</dd>
          <dt>{t.who}</dt>
          <dd>
            <Link to={`/user/${s.person.id}`}>{s.person.name}</Link>
          </dd>
          {swap ? (
            <>
              <dt>{t.swap}</dt>
              <dd>
                {[t.status[swap.status], t.offeredBy(swap.owner.name), swap.taker ? t.takenBy(swap.taker.name) : null]
                  .filter(Boolean)
                  .join(". ")}
              </dd>
            </>
          ) : null}
        </dl>
        {s.past ? <p className="muted">{t.past}</p> : null}
        <div className="shift-actions">
          {s.canOffer ? <Step intent="offer" label={t.offer} primary /> : null}
          {s.canWithdraw ? <Step intent="withdraw" label={t.withdraw} /> : null}
          {s.canTake ? <Step intent="take" label={t.take} primary /> : null}
          {s.canDecide ? <Step intent="approve" label={t.approve} primary /> : null}
          {s.canDecide ? <Step intent="decline" label={t.decline} /> : null}
        </div>
        <p>
          <Link to={`/services/retail-shifts?shop=${s.shop.id}&week=${s.day}`}>{t.toSchedule}</Link>
        </p>
      </section>
    </div>
  );
}
