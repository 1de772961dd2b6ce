// /user/{id}/club-card: a person's club card, for the person herself, card admins and administrators (others:
// 403, a card is personal; an unknown person: 404). Card admins block, unblock and reissue it here (a reissue
// gives a new number and the old one counts no more), or issue one to a person who has none yet. Plain POSTs.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { cardOfAction, cardOfLoader } from "../server/card-pages.server";
import { CardView } from "../ui/card-view";
import styles from "../ui/club-card.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.card ? t.cardOf(`${data.card.holder.name} ${data.card.holder.surname}`) : t.title);
export const handle = { title: t.title };
export const loader = cardOfLoader;
export const action = cardOfAction;
export { RefusalBoundary as ErrorBoundary };

function Intent({ name, label, primary = false }: { name: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={name} />
      <button type="submit" className={primary ? "button button--primary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

export default function CardOfPage() {
  const { card, canManage } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="club-card-page">
      <h1 className="page-title">{card ? t.cardOf(`${card.holder.name} ${card.holder.surname}`) : t.title}</h1>
      {card ? <CardView card={card} /> : <p className="card muted">{t.noCardYet}</p>}
      {canManage ? (
        <section className="card" aria-labelledby="club-card-admin">
          <h2 id="club-card-admin">{t.admin}</h2>
          <div className="club-card__actions">
            {!card ? <Intent name="issue" label={t.issue} primary /> : null}
            {card && !card.blocked ? <Intent name="block" label={t.block} /> : null}
            {card?.blocked ? <Intent name="unblock" label={t.unblock} /> : null}
            {card ? <Intent name="reissue" label={t.reissue} /> : null}
          </div>
          {card ? <p className="muted">{t.reissueHint}</p> : null}
          {refused && "error" in refused ? (
            <p className="club-card__error" role="alert">
              {refused.error}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
