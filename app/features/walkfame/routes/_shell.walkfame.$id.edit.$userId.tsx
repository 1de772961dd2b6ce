// /walkfame/{id}/edit/{userId}: a person's entry on a board ("new": put a colleague on it), for
// ROLE_EDIT_WALKFAME and administrators; ?delete asks before taking her off the board.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "~/shared/ui/link";
import { useActionData, useLoaderData } from "@remix-run/react";
import { finderStyles } from "~/features/search";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { WALKFAME_FORM_MAX_BYTES } from "../server/pages.server";
import { personFormAction, personFormLoader } from "../server/person-pages.server";
import { ConfirmRemove } from "../ui/board-form";
import { fullName } from "../ui/parts";
import { PersonForm } from "../ui/person-form";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: finderStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.entry ? t.editPersonTitle : t.addPersonTitle);
export const handle = { title: t.addPersonTitle, backTo: "/walkfame" };
export const uploadLimit = WALKFAME_FORM_MAX_BYTES;
export const loader = personFormLoader;
export const action = personFormAction;

export default function PersonFormPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const reply = replyView(posted?.result);
  const { board, entry } = loaded;
  const back = entry ? `/walkfame/${board.id}/${entry.user.id}` : `/walkfame/${board.id}`;
  return (
    <div className="walkfame">
      <h1 className="page-title">{entry ? (loaded.confirmDelete ? t.removePersonTitle : fullName(entry.user)) : t.addPersonTitle}</h1>
      <p className="muted">
        <Link to={`/walkfame/${board.id}`}>{board.title}</Link>
      </p>
      {entry && loaded.confirmDelete ? (
        <ConfirmRemove title={t.removePersonTitle} text={t.removePersonText(fullName(entry.user))} back={back} />
      ) : (
        <>
          <PersonForm
            person={posted?.person ?? loaded.person}
            story={loaded.story}
            hasPhoto={Boolean(entry?.photo)}
            reply={reply}
            back={back}
          />
          {entry ? (
            <p>
              <Link to={`/walkfame/${board.id}/edit/${entry.user.id}?delete`} className="button button--danger-outline">
                {t.remove}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
