// /club/maxi-club-kpp: a pass through the Maxi-club's checkpoint. A person asks for one for a day (herself,
// guests, a car) and sees her own passes; the checkpoint's staff (ROLE_CLUB_GATE) also see a day's passes and
// approve, decline or mark arrival. Every form is a plain GET or POST: no script needed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary } from "~/shared/ui/refusal";
import { gate as t } from "../messages";
import { gateAction, gateLoader } from "../server/gate-pages.server";
import { PassList, RequestForm } from "../ui/gate-parts";
import styles from "../ui/club-card.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/club" };
export const loader = gateLoader;
export const action = gateAction;
export { RefusalBoundary as ErrorBoundary };

export default function GatePage() {
  const { maxGuests, mine, mineMoreHref, staff } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="gate-page">
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {staff ? (
        <section className="card" aria-labelledby="gate-staff">
          <h2 id="gate-staff">
            {t.staffTitle}: {staff.dayShown}
          </h2>
          <Form method="get" className="gate-day" aria-label={t.staffDay}>
            <PlainField id="gate-staff-day" label={t.staffDay} error={staff.dayError ?? undefined} hint={t.dayHint}>
              <input
                id="gate-staff-day"
                name="day"
                type="text"
                inputMode="numeric"
                defaultValue={staff.day}
                {...describedBy("gate-staff-day", staff.dayError ?? undefined, true)}
              />
            </PlainField>
            <p>
              <button type="submit" className="button">
                {t.showDay}
              </button>
            </p>
          </Form>
          {staff.passes.length ? (
            <PassList passes={staff.passes} staff refused={reply && "decision" in reply ? reply.decision : null} />
          ) : (
            <p className="muted">{t.noneDay}</p>
          )}
          {staff.moreHref ? <Link to={staff.moreHref}>{t.more}</Link> : null}
        </section>
      ) : null}
      <section className="card" aria-labelledby="gate-request">
        <h2 id="gate-request">{t.request}</h2>
        <RequestForm maxGuests={maxGuests} reply={reply && "request" in reply ? reply.request : null} />
      </section>
      <section className="card" aria-labelledby="gate-mine">
        <h2 id="gate-mine">{t.mine}</h2>
        {mine.length ? <PassList passes={mine} /> : <p className="muted">{t.noneMine}</p>}
        {mineMoreHref ? <Link to={mineMoreHref}>{t.more}</Link> : null}
      </section>
    </div>
  );
}
