// /club: what the club is, the links to the card (feature club-card) and the catalogue, the partners of the
// person's city (read from their profile's address, else the first city) and the city's search.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { landingLoader } from "../server/pages.server";
import { PartnerList, SearchForm } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = landingLoader;

export default function ClubPage() {
  const { cities, city, highlights, canEdit } = useLoaderData<typeof loader>();
  return (
    <div className="club">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div className="club-actions">
        <Link to="/club/card" className="button button--primary">
          {t.cardLink}
        </Link>
        <Link to="/club/partners" className="button">
          {t.catalogueLink}
        </Link>
        {canEdit ? <Link to="/club/admin/partner">{t.adminLink}</Link> : null}
      </div>
      {cities.length > 0 ? <SearchForm cities={cities} cityId={city?.id ?? null} /> : null}
      {city ? (
        <section aria-labelledby="club-highlights">
          <h2 id="club-highlights">{t.highlights(city.name)}</h2>
          <PartnerList partners={highlights} moreHref={null} empty={t.noHighlights} />
          {highlights.length > 0 ? (
            <p>
              <Link to={`/club/partners/${city.id}`}>{t.allOfCity}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
