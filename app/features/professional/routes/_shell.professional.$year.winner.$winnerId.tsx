// /professional/{year}/winner/{id} ("new": a new winner): the winner form, for ROLE_EDIT_PROFESSIONAL and
// administrators; ?delete asks before deleting the winner.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { finderStyles } from "~/features/search";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/professional.css";
import { messages as t } from "../messages";
import { PROFESSIONAL_FORM_MAX_BYTES, winnerFormAction, winnerFormLoader } from "../server/pages.server";
import { ConfirmRemove, WinnerForm } from "../ui/forms";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: finderStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.winner ? t.editWinnerTitle : t.newWinnerTitle);
export const handle = { title: t.newWinnerTitle, backTo: "/professional" };
export const uploadLimit = PROFESSIONAL_FORM_MAX_BYTES;
export const loader = winnerFormLoader;
export const action = winnerFormAction;

export default function WinnerFormPage() {
  const { year, winner, typed, confirmDelete, person } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const reply = replyView(posted?.result);
  const name = winner ? [winner.user.surname, winner.user.name].join(" ") : "";
  return (
    <div className="professional">
      <h1 className="page-title">{confirmDelete ? t.removeWinnerTitle : winner ? t.editWinnerTitle : t.newWinnerTitle}</h1>
      <p className="muted">{year.title}</p>
      {winner && confirmDelete ? (
        <ConfirmRemove
          title={t.removeWinnerTitle}
          text={t.removeWinnerText(name)}
          back={`/professional/${year.year}/winner/${winner.id}`}
          multipart
        />
      ) : (
        <WinnerForm year={year.year} winner={winner} person={posted?.person ?? person} typed={typed} reply={reply} />
      )}
    </div>
  );
}
