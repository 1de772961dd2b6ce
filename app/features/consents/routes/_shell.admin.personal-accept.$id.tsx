// /admin/personal-accept/{id} (id: the person's user id): every version of the consent text she accepted, when,
// from which address and browser, and how (at registration, at a sign-in), with each version's text folded in a
// <details>. 404 for an unknown person; for the holders of ROLE_GET_PERSONAL_DATA_ACCEPT and administrators.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/consents.css";
import { consents as t } from "../messages";
import { personPageLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? t.personTitle(data.name) : t.title);
export const handle = { title: t.title, backTo: "/admin/personal-accept" };

export const loader = personPageLoader;

export default function PersonConsentsPage() {
  const person = useLoaderData<typeof loader>();
  return (
    <div className="consents-person">
      <h1 className="page-title">{t.personTitle(person.name)}</h1>
      <p className="muted">
        {person.department ? `${person.department}. ` : null}
        <Link to={`/user/${person.id}`}>{person.name}</Link>
      </p>
      {person.consents.length === 0 ? <p className="muted">{t.personNone}</p> : null}
      {person.consents.map((c) => (
        <section key={c.id} className="card" aria-labelledby={`consent-${c.id}`}>
          <h2 id={`consent-${c.id}`}>{t.versionLabel(c.version)}</h2>
          <dl>
            <dt>{t.at}</dt>
            <dd>{c.at}</dd>
            <dt>{t.address}</dt>
            <dd>{c.ip}</dd>
            <dt>{t.userAgent}</dt>
            <dd>{c.userAgent ?? "—"}</dd>
            <dt>{t.how}</dt>
            <dd>{c.how}</dd>
          </dl>
          <details>
            <summary>{t.showText(c.version)}</summary>
            {c.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </details>
        </section>
      ))}
      <p>
        <Link to="/admin/personal-accept">{t.backToList}</Link>
      </p>
    </div>
  );
}
