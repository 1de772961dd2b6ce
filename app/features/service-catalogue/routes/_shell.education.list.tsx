// /education/list: the person's education requests with their statuses (each an <article id="{claimId}">:
// education's notifications lead to /education/list#{id}), and the requests waiting on her decision as an
// approver or the training team's handler; she acts on them on the claims' pages.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import styles from "../ui/catalogue.css";
import { educationListPage, type ListedRequest } from "../server/pages.server";
import { messages as t } from "../messages";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.listTitle);
export const handle = { title: t.titles.EDUCATION, backTo: "/education" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return educationListPage(context, requireSignedIn(request, context));
}

/** `taken`: ids another list already anchors (her own request she also decides on keeps one anchor). */
function Requests({ rows, empty, taken = [] }: { rows: readonly ListedRequest[]; empty: string; taken?: readonly number[] }) {
  if (rows.length === 0) return <p role="status">{empty}</p>;
  return (
    <div>
      {rows.map((r) => (
        <article key={r.id} id={taken.includes(r.id) ? undefined : String(r.id)} className="catalogue-list__item">
          <h3>
            <Link to={r.href}>{r.subject}</Link>
          </h3>
          <p className="muted">
            № {r.id} · {t.column.status}: <strong>{r.status}</strong> · {t.column.date}: {r.date}
          </p>
        </article>
      ))}
    </div>
  );
}

export default function EducationListPage() {
  const { mine, waiting } = useLoaderData<typeof loader>();
  return (
    <div className="catalogue">
      <h1 className="page-title">{t.listTitle}</h1>
      <p className="catalogue__links">
        <Link to="/education">{t.toCatalogue}</Link>
      </p>
      {waiting.length > 0 ? (
        <section className="card" aria-labelledby="education-waiting">
          <h2 id="education-waiting" className="card__title">
            {t.waiting}
          </h2>
          <Requests rows={waiting} empty="" taken={mine.map((r) => r.id)} />
        </section>
      ) : null}
      <section className="card" aria-labelledby="education-mine">
        <h2 id="education-mine" className="card__title">
          {t.mine}
        </h2>
        <Requests rows={mine} empty={t.noMine} />
      </section>
    </div>
  );
}
