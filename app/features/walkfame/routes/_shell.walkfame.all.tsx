// /walkfame/all: every board, the archive included, by year (the newest first), a keyset page at a time:
// «Показать ещё» is a plain link to the next page (?after=year.id).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { allBoardsLoader } from "../server/pages.server";
import type { WalkfameBoard } from "../server/model";
import { BoardCard } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.allTitle);
export const handle = { title: t.allTitle, backTo: "/walkfame" };
export const loader = allBoardsLoader;

function byYear(boards: WalkfameBoard[]): [number, WalkfameBoard[]][] {
  const years = new Map<number, WalkfameBoard[]>();
  for (const b of boards) years.set(b.year, [...(years.get(b.year) ?? []), b]);
  return [...years.entries()];
}

export default function AllBoardsPage() {
  const { boards, next, canEdit, first } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <div className="walkfame">
      <h1 className="page-title">{t.allTitle}</h1>
      <div className="walkfame-actions">
        <Link to="/walkfame">{t.current}</Link>
        {first ? null : <Link to="/walkfame/all">{t.allTitle}</Link>}
        {canEdit ? (
          <Link to="/walkfame/create" className="button button--primary">
            {t.create}
          </Link>
        ) : null}
      </div>
      {boards.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        byYear(boards).map(([year, list]) => (
          <section key={year} aria-labelledby={`walkfame-year-${year}`}>
            <h2 className="walkfame-year" id={`walkfame-year-${year}`}>
              {t.yearOf(year)}
            </h2>
            <ul className="walkfame-grid">
              {list.map((board) => (
                <BoardCard key={board.id} board={board} base={base} />
              ))}
            </ul>
          </section>
        ))
      )}
      {next ? (
        <p>
          <Link to={`/walkfame/all?after=${next}`} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
