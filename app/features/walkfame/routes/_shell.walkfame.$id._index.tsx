// /walkfame/{id}: a board and the people on it, each with her photo (or avatar) and the start of her story;
// «Альбом» leads to the board's album; editors also get «Изменить» and «Добавить сотрудника».
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { boardLoader } from "../server/pages.server";
import { PersonCard } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.board.title ?? t.title);
export const handle = { title: t.title, backTo: "/walkfame" };
export const loader = boardLoader;

export default function BoardPage() {
  const { board, people, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <div className="walkfame">
      <h1 className="page-title">{board.title}</h1>
      <p className="muted">{[board.nomination, t.yearOf(board.year), board.archived ? t.archived : null].filter(Boolean).join(" · ")}</p>
      {board.cover ? <img className="walkfame-photo walkfame-photo--large" src={`${base}${board.cover}`} alt="" /> : null}
      {board.description ? <p>{board.description}</p> : null}
      <div className="walkfame-actions">
        <Link to="/walkfame">{t.current}</Link>
        <Link to={`/walkfame/${board.id}/album`}>{t.album}</Link>
        {canEdit ? (
          <>
            <Link to={`/walkfame/${board.id}/edit/new`} className="button button--primary">
              {t.addPerson}
            </Link>
            <Link to={`/walkfame/edit/${board.id}`} className="button">
              {t.edit}
            </Link>
          </>
        ) : null}
      </div>
      {people.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.emptyBoard}
        </p>
      ) : (
        <>
          <p className="muted">{t.people(people.length)}</p>
          <ul className="walkfame-grid">
            {people.map((entry) => (
              <PersonCard key={entry.id} entry={entry} board={board.id} base={base} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
