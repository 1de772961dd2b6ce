// The partners club's small pieces: a partner's logo (or its initial), a card of the catalogue, a list of cards
// with «Ещё партнёры» (a plain link to the next keyset page), the chips of categories and the city's search
// form (a GET form to /club/search, which redirects to /club/{idCity}/search/{text}: it works without JS).
import { Form } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { partnerPath } from "../index";
import { messages as t } from "../messages";
import { SEARCH_MAX } from "../limits";
import type { ClubPlace, PartnerCard } from "../server/model";

export function Logo({ partner, large = false }: { partner: Pick<PartnerCard, "name" | "logo">; large?: boolean }) {
  const base = useBasePath();
  const size = large ? " club-logo--large" : "";
  if (!partner.logo)
    return (
      <span className={`club-logo club-logo--none${size}`} aria-hidden="true">
        {partner.name.replace(/^[^\p{L}\p{N}]+/u, "").charAt(0)}
      </span>
    );
  return (
    <img className={`club-logo${size}`} src={`${base}${partner.logo}`} alt={t.logoAlt(partner.name)} loading={large ? undefined : "lazy"} />
  );
}

export function PartnerItem({ partner }: { partner: PartnerCard }) {
  return (
    <li className="card" id={`partner-${partner.id}`}>
      <Logo partner={partner} />
      <div>
        <h2>
          <Link to={partnerPath(partner.id)}>{partner.name}</Link>
        </h2>
        <p>
          <span className="club-discount">{t.discount(partner.discount)}</span> <span className="muted">{partner.category}</span>
        </p>
      </div>
    </li>
  );
}

/** The cards, or the empty state; «Ещё партнёры» leads to `moreHref` when there is a next page. */
export function PartnerList({
  partners,
  moreHref,
  empty = t.noPartners,
}: {
  partners: PartnerCard[];
  moreHref: string | null;
  empty?: string;
}) {
  if (partners.length === 0)
    return (
      <p className="empty-state card" role="status">
        {empty}
      </p>
    );
  return (
    <>
      <ul className="club-grid">
        {partners.map((p) => (
          <PartnerItem key={p.id} partner={p} />
        ))}
      </ul>
      {moreHref ? (
        <p>
          <Link to={moreHref} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The next page's address: this path with ?after= the cursor. */
export const moreOf = (path: string, next: string | null) => (next ? `${path}?after=${encodeURIComponent(next)}` : null);

/** A city's categories as links; `current` (a category id, or null for all) is marked. */
export function CategoryChips({ cityId, categories, current }: { cityId: number; categories: ClubPlace[]; current: number | null }) {
  return (
    <nav aria-label={t.categories}>
      <ul className="club-chips">
        <li>
          {current === null ? (
            <span aria-current="page">{t.allCategories}</span>
          ) : (
            <Link to={`/club/partners/${cityId}`}>{t.allCategories}</Link>
          )}
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            {c.id === current ? (
              <span aria-current="page">{`${c.name} (${c.partners})`}</span>
            ) : (
              <Link to={`/club/partners/${cityId}/${c.id}`}>{`${c.name} (${c.partners})`}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SearchForm({ cities, cityId, text = "" }: { cities: ClubPlace[]; cityId: number | null; text?: string }) {
  return (
    <Form method="get" action="/club/search" role="search" className="card club-search" aria-label={t.searchTitle}>
      <div className="field">
        <label htmlFor="club-search-city">{t.fieldCity}</label>
        <select id="club-search-city" name="city" defaultValue={cityId ?? undefined}>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="club-search-text">{t.fieldSearch}</label>
        <input id="club-search-text" type="search" name="q" defaultValue={text} maxLength={SEARCH_MAX} required />
      </div>
      <button type="submit" className="button button--primary">
        {t.find}
      </button>
    </Form>
  );
}
