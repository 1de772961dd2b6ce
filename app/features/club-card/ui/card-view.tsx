// The club card as a person shows it at a partner's till: its holder, the number grouped for reading and its
// QR code (an SVG the server drew: our own output, set as it is), and whether it is blocked. No script.
import { messages as t } from "../messages";

export interface CardViewData {
  number: string;
  grouped: string;
  issuedOn: string;
  blocked: boolean;
  holder: { name: string; surname: string };
  qr: string;
}

export function CardView({ card }: { card: CardViewData }) {
  return (
    <section className={`card club-card${card.blocked ? " club-card--blocked" : ""}`} aria-labelledby="club-card-number">
      <div className="club-card__qr" role="img" aria-label={t.qrLabel(card.number)} dangerouslySetInnerHTML={{ __html: card.qr }} />
      <dl className="club-card__facts">
        <dt>{t.holder}</dt>
        <dd>
          {card.holder.name} {card.holder.surname}
        </dd>
        <dt id="club-card-number">{t.number}</dt>
        <dd className="club-card__number">{card.grouped}</dd>
        <dt>{t.issuedOn}</dt>
        <dd>{card.issuedOn}</dd>
        <dt>{t.status}</dt>
        <dd>{card.blocked ? t.statusBlocked : t.statusActive}</dd>
      </dl>
      {card.blocked ? (
        <p className="club-card__warning" role="status">
          {t.blocked}
        </p>
      ) : null}
    </section>
  );
}
