// /walkfame/edit/{id}: a board's title, year, nomination, description, cover and archive flag, for
// ROLE_EDIT_WALKFAME and administrators; ?delete asks before deleting the board (a page, so it works without JS).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { boardFormAction, boardFormLoader, WALKFAME_FORM_MAX_BYTES } from "../server/pages.server";
import { BoardForm, ConfirmRemove } from "../ui/board-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/walkfame" };
export const uploadLimit = WALKFAME_FORM_MAX_BYTES;
export const loader = boardFormLoader;
export const action = boardFormAction;

export default function EditBoardPage() {
  const { board, confirmDelete, year } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  if (!board) return null;
  return (
    <div className="walkfame">
      <h1 className="page-title">{confirmDelete ? t.removeBoardTitle : t.editTitle}</h1>
      {confirmDelete ? (
        <ConfirmRemove title={board.title} text={t.removeBoardText(board.title)} back={`/walkfame/edit/${board.id}`} />
      ) : (
        <BoardForm board={board} reply={reply} year={year} />
      )}
    </div>
  );
}
