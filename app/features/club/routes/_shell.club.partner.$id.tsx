// /club/partner/{id}: a partner with its logo, discount, conditions, addresses by city, website and phone, and
// «Показать карту», the club card (feature club-card) shown for this partner, which records the use there.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { partnerLoader } from "../server/pages.server";
import type { PartnerAddress } from "../server/model";
import { Logo } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error || !data ? refusalMeta(error) : pageTitle(data.partner.name));
export const handle = { title: t.partnersTitle, backTo: "/club/partners" };
export const loader = partnerLoader;

function byCity(addresses: PartnerAddress[]): [string, PartnerAddress[]][] {
  const cities = new Map<string, PartnerAddress[]>();
  for (const a of addresses) cities.set(a.city, [...(cities.get(a.city) ?? []), a]);
  return [...cities.entries()];
}

export default function PartnerPage() {
  const { partner, canEdit } = useLoaderData<typeof loader>();
  return (
    <div className="club">
      <h1 className="page-title">{partner.name}</h1>
      <section className="card club-partner">
        <Logo partner={partner} large />
        <div>
          <p>
            <span className="club-discount club-discount--large">{t.discount(partner.discount)}</span>
          </p>
          <dl>
            <dt>{t.category}</dt>
            <dd>{partner.category}</dd>
            {partner.website ? (
              <>
                <dt>{t.website}</dt>
                <dd>
                  <a href={partner.website} rel="noopener noreferrer nofollow" target="_blank">
                    {partner.website}
                  </a>
                </dd>
              </>
            ) : null}
            {partner.phone ? (
              <>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={`tel:${partner.phone.replace(/[^\d+]/g, "")}`}>{partner.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="club-actions">
            <Link to={`/club/card?partner=${partner.id}`} className="button button--primary">
              {t.showCard}
            </Link>
            {canEdit ? <Link to={`/club/admin/partner/edit/${partner.id}`}>{t.edit}</Link> : null}
          </div>
        </div>
      </section>
      {partner.conditions ? (
        <section className="card" aria-labelledby="club-conditions">
          <h2 id="club-conditions">{t.conditions}</h2>
          <p className="club-text">{partner.conditions}</p>
        </section>
      ) : null}
      {partner.description ? (
        <section className="card" aria-labelledby="club-about">
          <h2 id="club-about">{t.about}</h2>
          <p className="club-text">{partner.description}</p>
        </section>
      ) : null}
      <section className="card" aria-labelledby="club-addresses">
        <h2 id="club-addresses">{t.addresses}</h2>
        {byCity(partner.addresses).map(([city, list]) => (
          <div key={city}>
            <h3>{city}</h3>
            <ul>
              {list.map((a, i) => (
                <li key={i}>{a.address}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
