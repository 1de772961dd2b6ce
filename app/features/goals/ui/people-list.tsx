// A list of people with their goals of the year summed up (a manager's team, HR's everyone), each linking to
// her page; «Показать ещё» is a plain link to the next keyset page.
import { Link } from "~/shared/ui/link";
import type { PeoplePage } from "../server/model";
import { messages as t } from "../messages";

export function PeopleList({
  id,
  title,
  hint,
  empty,
  page,
  year,
  moreParam,
}: {
  /** The section's anchor, where «Показать ещё» lands. */
  id: string;
  title: string;
  hint: string;
  empty: string;
  page: PeoplePage;
  year: number;
  moreParam: string;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted">{hint}</p>
      {page.people.length === 0 ? (
        <p role="status">{empty}</p>
      ) : (
        <ul className="goals-people">
          {page.people.map((p) => (
            <li key={p.id}>
              <Link to={`/ltr/user/${p.id}?year=${year}`}>{p.name}</Link>
              {p.position ? <p className="muted">{p.position}</p> : null}
              <p>{t.teamLine(p.count, p.completed, p.average)}</p>
            </li>
          ))}
        </ul>
      )}
      {page.next ? (
        <p>
          <Link to={`/ltr?year=${year}&${moreParam}=${page.next}#${id}`} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
