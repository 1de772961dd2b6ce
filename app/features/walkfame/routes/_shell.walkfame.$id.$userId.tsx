// /walkfame/{id}/{userId}: a person on a board, her photo (or her avatar) and the story of why; editors also get
// «Изменить». An address that names no person on the board is the page's 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/walkfame.css";
import { messages as t } from "../messages";
import { personPageLoader } from "../server/person-pages.server";
import { fullName, PersonPicture, Story } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? fullName(data.entry.user) : t.title);
export const handle = { title: t.title, backTo: "/walkfame" };
export const loader = personPageLoader;

export default function PersonPage() {
  const { board, entry, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <div className="walkfame">
      <h1 className="page-title">{fullName(entry.user)}</h1>
      <p className="muted">
        <Link to={`/walkfame/${board.id}`}>{board.title}</Link>
        {entry.user.position ? ` · ${entry.user.position}` : null}
      </p>
      <div className="walkfame-person">
        <PersonPicture entry={entry} base={base} large />
        <section className="card" aria-label={t.fieldStory}>
          <Story text={entry.story} />
        </section>
      </div>
      <div className="walkfame-actions">
        <Link to={`/user/${entry.user.id}`}>{fullName(entry.user)}</Link>
        {canEdit ? (
          <Link to={`/walkfame/${board.id}/edit/${entry.user.id}`} className="button">
            {t.edit}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
