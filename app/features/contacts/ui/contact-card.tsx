// A contact card of the directory: photo or initials, name, position, phone lines, internal number,
// e-mail, address, work status, the favourite star, "suggest a correction" and, for contact editors
// (desktop only), the reorder arrows and the edit link of service records. In lists the star sits in
// the bottom row, so the name has the card's width beside the photo (two lines for three words).
//
// Position rule (spec: "shown depending on whether the contact is the user's own id"): the position
// is shown on every card; on the person's own card (own: true) a "Это вы" mark is added and the
// profile link reads "Изменить профиль", since that is where the person changes it.
import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import type { ContactCard } from "~/features/contacts/server/contacts.server";
import { fullName } from "~/features/contacts/names";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { FavoriteStar } from "~/shared/ui/favorite-star";
import { contactCard as t } from "~/features/contacts/messages/card";
import { contactsCommon as tc } from "~/features/contacts/messages/common";

export type Card = Pick<
  ContactCard,
  | "id"
  | "userId"
  | "name"
  | "surname"
  | "middlename"
  | "position"
  | "telephone"
  | "address"
  | "emailUser"
  | "avatarFile"
  | "ipPhone"
  | "categoryIdBreadCrumb"
  | "workStatus"
  | "statuses"
  | "favorite"
  | "kind"
  | "own"
  | "category"
>;

export { fullName };

/** Initials for the avatar: surname and name of a person, the first two words of a service record. */
function initialsOf(card: Card): { name: string; surname: string } {
  if (card.surname) return { name: card.name, surname: card.surname };
  const [first = "", second = ""] = card.name.split(/\s+/);
  return { name: second, surname: first };
}

const telHref = (line: string) => `tel:${line.replace(/(доб|ext).*$/i, "").replace(/[^\d+]/g, "")}`;

/** An e-mail address that may wrap only after "@" or "." (never inside a word). */
function BreakableEmail({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}

/** What a card's star posts: the card, its name, and the card's place on the page it is on to come back to. */
export const starOf = (card: Card, here: string) => ({
  type: "CONTACT" as const,
  objectId: card.id,
  name: fullName(card),
  favorite: card.favorite,
  redirectTo: `${here.split("#")[0]}#contact-${card.id}`,
});

export function suggestHref(here: string, cardId: number) {
  return `/suggest-correction?sourceURL=${encodeURIComponent(`${here.split("#")[0]}#contact-${cardId}`)}`;
}

export function ContactCardView({
  card,
  here,
  basePath,
  canEdit,
  showCategory,
  large,
  plainStar,
  arrows,
  headingLevel = 2,
}: {
  card: Card;
  /** App path of the page the card is on (the star and the suggestion come back to it). */
  here: string;
  basePath: string;
  canEdit: boolean;
  /** The star as a plain form, for a card rendered outside the router (server/card-html.server.tsx). */
  plainStar?: ReactNode;
  /** A contact editor's reorder arrows (a category page's cards, server/card-html.server.tsx). */
  arrows?: ReactNode;
  /** Show the card's category (lists that mix categories: recent, favourites, the card page). */
  showCategory?: boolean;
  large?: boolean;
  /** The level of the name's heading: 2 under the page's title, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const name = fullName(card);
  const initials = initialsOf(card);
  const cardLink = `/v2/contacts/card/${card.id}`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const star = plainStar ?? <FavoriteStar {...starOf(card, here)} />;
  return (
    <article className={`contact-card card${large ? " contact-card--large" : ""}${card.own ? " contact-card--own" : ""}`} aria-label={name}>
      <div className="contact-card__head">
        <Avatar
          id={card.userId ?? card.id}
          name={initials.name}
          surname={initials.surname}
          filePath={card.avatarFile?.filePath}
          basePath={basePath}
          size={large ? 96 : 56}
        />
        <div className="contact-card__title">
          {large ? (
            <h1 className="contact-card__name">{name}</h1>
          ) : (
            <Heading className="contact-card__name">
              <Link to={cardLink}>{name}</Link>
            </Heading>
          )}
          {card.position ? <p className="contact-card__position">{card.position}</p> : null}
          <p className="contact-card__marks">
            {card.own ? <span className="contact-card__you">{t.you}</span> : null}
            {card.kind === "another" ? <span className="contact-card__kind">{tc.serviceRecord}</span> : null}
            <WorkStatus status={card.workStatus} />
          </p>
        </div>
        {large ? star : null}
      </div>

      <dl className="contact-card__details">
        {card.telephone.length > 0 ? (
          <div>
            <dt>{t.phone}</dt>
            <dd>
              <ul className="contact-card__phones">
                {card.telephone.map((line, i) => (
                  <li key={i}>
                    <a href={telHref(line)}>{line}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {card.ipPhone ? (
          <div>
            <dt>{tc.ipPhone}</dt>
            <dd>{card.ipPhone}</dd>
          </div>
        ) : null}
        {card.emailUser ? (
          <div>
            <dt>{tc.email}</dt>
            <dd>
              <a href={`mailto:${card.emailUser}`} className="contact-card__email">
                <BreakableEmail address={card.emailUser} />
              </a>
            </dd>
          </div>
        ) : null}
        {card.address ? (
          <div>
            <dt>{tc.address}</dt>
            <dd>{card.address}</dd>
          </div>
        ) : null}
        {large && card.statuses.length > 0 ? (
          <div>
            <dt>{t.statuses}</dt>
            <dd>{card.statuses.map((s) => s.statusDesc).join(", ")}</dd>
          </div>
        ) : null}
        {showCategory ? (
          <div>
            <dt className="visually-hidden">{tc.breadcrumb}</dt>
            <dd>
              <Link to={`/v2/contacts/${card.categoryIdBreadCrumb}`} className="contact-card__category">
                {card.category.name}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="contact-card__actions">
        <Link to={suggestHref(here, card.id)} className="contact-card__suggest">
          {t.suggest}
        </Link>
        {card.userId != null ? <Link to={`/user/${card.userId}`}>{card.own ? t.editProfile : t.openProfile}</Link> : null}
        {canEdit && card.kind === "another" ? (
          <Link to={`/v2/contacts/another/${card.id}`} className="editor-only" aria-label={t.editOf(name)}>
            {t.edit}
          </Link>
        ) : null}
        {arrows}
        {large ? null : star}
      </div>
    </article>
  );
}
