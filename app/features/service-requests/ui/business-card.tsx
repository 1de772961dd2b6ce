// The business card as it will be printed (90 × 50 mm), drawn as an SVG image on the server: the person's name,
// position, department, phones and e-mail from her profile. An image with a text alternative, no script.
import type { CardFace } from "../server/business-card.server";
import { cardMessages as t } from "../messages/card";

/** The card's lines that fit its width (a long position is cut with an ellipsis rather than overflowing). */
const fit = (line: string, max: number) => (line.length > max ? `${line.slice(0, max - 1)}…` : line);

export function BusinessCard({ face }: { face: CardFace }) {
  const lines = [face.department, ...face.phones, face.email].filter((l): l is string => Boolean(l));
  return (
    <figure className="business-card" aria-labelledby="business-card-title">
      <h3 id="business-card-title">{t.title}</h3>
      <svg viewBox="0 0 540 300" role="img" aria-label={t.previewLabel(face.name)} className="business-card__image">
        <rect x="1" y="1" width="538" height="298" rx="12" fill="#fff" stroke="#dde3ea" strokeWidth="2" />
        <rect x="1" y="1" width="16" height="298" fill="#0b5cad" />
        <text x="48" y="84" fontSize="30" fontWeight="700" fill="#1c2430">
          {fit(face.name, 32)}
        </text>
        {face.position ? (
          <text x="48" y="122" fontSize="20" fill="#5d6877">
            {fit(face.position, 44)}
          </text>
        ) : null}
        {lines.map((line, i) => (
          <text key={line} x="48" y={186 + i * 28} fontSize="19" fill="#1c2430">
            {fit(line, 46)}
          </text>
        ))}
      </svg>
      <figcaption className="muted">{t.caption}</figcaption>
    </figure>
  );
}
