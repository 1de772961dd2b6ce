// /walkfame/create: a new board, for ROLE_EDIT_WALKFAME and administrators (403 otherwise).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { boardFormAction, boardFormLoader, WALKFAME_FORM_MAX_BYTES } from "../server/pages.server";
import { BoardForm } from "../ui/board-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createTitle));
export const handle = { title: t.createTitle, backTo: "/walkfame" };
/** The form's body limit, the cover included (server/pages.ts reads it). */
export const uploadLimit = WALKFAME_FORM_MAX_BYTES;
export const loader = boardFormLoader;
export const action = boardFormAction;

export default function CreateBoardPage() {
  const { year } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  return (
    <div className="walkfame">
      <h1 className="page-title">{t.createTitle}</h1>
      <BoardForm board={null} reply={reply} year={year} />
    </div>
  );
}
