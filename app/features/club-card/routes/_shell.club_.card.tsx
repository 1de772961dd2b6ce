// /club/card: the person's own club card (issued on her first visit) with its QR code, her latest discounts,
// and with `?partner={id}` (the partner's QR poster leads here) the partner's name and «Я воспользовался
// скидкой» (a plain POST, once a day per partner). An unknown partner is refused by name. No script needed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { myCardAction, myCardLoader } from "../server/card-pages.server";
import { CardView } from "../ui/card-view";
import styles from "../ui/club-card.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/club" };
export const loader = myCardLoader;
export const action = myCardAction;
export { RefusalBoundary as ErrorBoundary };

export default function MyCardPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="club-card-page">
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <CardView card={page.card} />
      {page.partnerError || refused?.error ? (
        <p className="card club-card__error" role="alert">
          {refused?.error ?? page.partnerError}
        </p>
      ) : null}
      {page.partner ? (
        <section className="card" aria-labelledby="club-card-partner">
          <h2 id="club-card-partner">
            {t.partner}: {page.partner.name}
          </h2>
          {page.usedToday ? (
            <p role="status">{t.usedToday}</p>
          ) : (
            <>
              <p>{t.partnerLead}</p>
              <Form method="post" className="club-card__actions">
                <input type="hidden" name="intent" value="use" />
                <input type="hidden" name="partnerId" value={page.partner.id} />
                <button type="submit" className="button button--primary" disabled={page.card.blocked}>
                  {t.used}
                </button>
              </Form>
            </>
          )}
        </section>
      ) : null}
      <section className="card" aria-labelledby="club-card-uses">
        <h2 id="club-card-uses">{t.recentUses}</h2>
        {page.uses.length === 0 ? (
          <p className="muted">{t.noUses}</p>
        ) : (
          <ul className="club-card__uses">
            {page.uses.map((u) => (
              <li key={u.id}>
                {u.usedOn} — {u.partnerName}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className="club-card__links">
        <li>
          <Link to="/club">{t.toClub}</Link>
        </li>
        <li>
          <Link to="/club/maxi-club-kpp">{t.toGate}</Link>
        </li>
        {page.canSeeStatistic ? (
          <li>
            <Link to="/admin/club-card-statistic">{t.toStatistic}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
