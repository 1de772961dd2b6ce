// /walkfame: the current boards (not in the archive), the newest year first; editors also get «Создать доску».
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { currentBoardsLoader } from "../server/pages.server";
import { BoardCard } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = currentBoardsLoader;

export default function WalkfamePage() {
  const { boards, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <div className="walkfame">
      <h1 className="page-title">{t.title}</h1>
      <div className="walkfame-actions">
        <Link to="/walkfame/all">{t.all}</Link>
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
        <ul className="walkfame-grid">
          {boards.map((board) => (
            <BoardCard key={board.id} board={board} base={base} />
          ))}
        </ul>
      )}
    </div>
  );
}
