// /club/partners: choose a city (the person's own first, when their profile's address names one).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { citiesLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.partnersTitle);
export const handle = { title: t.partnersTitle, backTo: "/club" };
export const loader = citiesLoader;

export default function CitiesPage() {
  const { cities, mineId } = useLoaderData<typeof loader>();
  return (
    <div className="club">
      <h1 className="page-title">{t.partnersTitle}</h1>
      <h2>{t.chooseCity}</h2>
      {cities.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.noCities}
        </p>
      ) : (
        <ul className="club-chips">
          {cities.map((c) => (
            <li key={c.id}>
              <Link to={`/club/partners/${c.id}`}>
                {`${c.name} (${c.partners})`}
                {c.id === mineId ? ` — ${t.yourCity}` : ""}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
