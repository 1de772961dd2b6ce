// A year's results: the years as tabs (links), the filters by region and profession (a GET form and links:
// no JavaScript needed), and the winners grouped by profession, each with her photo or avatar.
import { Form } from "@remix-run/react";
import { Avatar } from "~/shared/ui/avatar";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { Winner, YearResults } from "../server/model";

const nameOf = (u: Winner["user"]) => [u.surname, u.name, u.middlename].filter(Boolean).join(" ");

function Tabs({ years, current }: { years: number[]; current: number }) {
  return (
    <nav aria-label={t.years}>
      <ul className="professional-tabs">
        {years.map((y) => (
          <li key={y}>
            <Link to={`/professional/${y}`} aria-current={y === current ? "page" : undefined}>
              {y}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ results, filter }: { results: YearResults; filter: { region?: string; profession?: string } }) {
  const select = (name: "region" | "profession", label: string, options: string[]) => (
    <div className="field">
      <label htmlFor={`professional-${name}`}>{label}</label>
      <select id={`professional-${name}`} name={name} defaultValue={filter[name] ?? ""}>
        <option value="">{t.any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form method="get" action={`/professional/${results.year.year}`} className="card professional-filters" aria-label={t.filters}>
      {select("region", t.region, results.regions)}
      {select("profession", t.profession, results.professions)}
      <div className="professional-actions">
        <button type="submit" className="button">
          {t.show}
        </button>
        {filter.region || filter.profession ? <Link to={`/professional/${results.year.year}`}>{t.reset}</Link> : null}
      </div>
    </Form>
  );
}

function WinnerCard({ winner, base, canEdit }: { winner: Winner; base: string; canEdit: boolean }) {
  return (
    <li className="card" id={`winner-${winner.id}`}>
      {winner.photo ? (
        <img className="professional-photo" src={`${base}${winner.photo}`} alt={nameOf(winner.user)} loading="lazy" />
      ) : (
        <div className="professional-avatar">
          <Avatar
            id={winner.user.id}
            name={winner.user.name}
            surname={winner.user.surname}
            filePath={winner.user.avatar}
            size={160}
            basePath={base}
          />
        </div>
      )}
      <h4>
        <Link to={`/user/${winner.user.id}`}>{nameOf(winner.user)}</Link>
      </h4>
      <p className="professional-place">{[winner.place ? t.place(winner.place) : null, winner.nomination].filter(Boolean).join(" · ")}</p>
      <p className="muted">{winner.region}</p>
      {winner.text ? <p>{winner.text}</p> : null}
      {canEdit ? <Link to={`/professional/${winner.year}/winner/${winner.id}`}>{t.edit}</Link> : null}
    </li>
  );
}

export function Results(props: { results: YearResults; filter: { region?: string; profession?: string }; canEdit: boolean; base: string }) {
  const { results, canEdit, base } = props;
  const groups = new Map<string, Winner[]>();
  for (const w of results.winners) groups.set(w.profession, [...(groups.get(w.profession) ?? []), w]);
  return (
    <>
      <Tabs years={results.years} current={results.year.year} />
      <h2>{results.year.title}</h2>
      {results.year.description ? <p>{results.year.description}</p> : null}
      {canEdit ? (
        <div className="professional-actions">
          <Link to={`/professional/${results.year.year}/winner/new`} className="button button--primary">
            {t.addWinner}
          </Link>
          <Link to={`/professional/${results.year.year}/edit`} className="button">
            {t.editYear}
          </Link>
          <Link to="/professional/create">{t.addYear}</Link>
        </div>
      ) : null}
      <Filters results={results} filter={props.filter} />
      <p className="muted" role="status">
        {t.winners(results.winners.length)}
      </p>
      {results.winners.length === 0 ? <p className="empty-state card">{t.noWinners}</p> : null}
      {[...groups.entries()].map(([profession, winners]) => (
        <section key={profession} aria-label={profession}>
          <h3>{profession}</h3>
          <ul className="professional-grid">
            {winners.map((w) => (
              <WinnerCard key={w.id} winner={w} base={base} canEdit={canEdit} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
