// /user/{id}/achievement/{achievementId}: one person's award — the badge, title, description, the day, who
// granted it (or the rule) and why. A notification's link names its reader: another holder's award is sent on
// to her address. Editors may revoke it (a plain POST). Unknown: 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Avatar } from "~/shared/ui/avatar";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { messages as t } from "../messages";
import { awardAction, awardLoader } from "../server/pages.server";
import { Badge } from "../ui/kind-card";
import styles from "../ui/achievements.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error
    ? refusalMeta(error)
    : pageTitle(data ? `${data.award.kind.title}: ${data.award.user.name} ${data.award.user.surname}` : t.awardTitle);
export const handle = { title: t.awardTitle, backTo: "/achievements" };
export const loader = awardLoader;
export const action = awardAction;

export default function AwardPage() {
  const { award: a, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <article className="card achievement-award">
      <div className="achievement-kind__head">
        <Badge src={a.src} title={a.kind.title} large />
        <h1 className="page-title">{a.kind.title}</h1>
      </div>
      <p>{a.kind.description}</p>
      <dl>
        <dt>{t.holder}</dt>
        <dd>
          <Link to={`/user/${a.user.id}`}>
            {a.user.name} {a.user.surname}
          </Link>
        </dd>
        <dt>{t.awardedOn}</dt>
        <dd>
          <time dateTime={a.awardedOn}>{a.awardedOn.split("-").reverse().join(".")}</time>
        </dd>
        <dt>{t.grantedBy}</dt>
        <dd>
          {a.byRule || !a.grantedBy ? (
            t.grantedByRule
          ) : (
            <Link to={`/user/${a.grantedBy.id}`}>
              <Avatar
                id={a.grantedBy.id}
                name={a.grantedBy.name}
                surname={a.grantedBy.surname}
                filePath={a.grantedBy.avatarPath}
                size={24}
                basePath={base}
              />{" "}
              {a.grantedBy.name} {a.grantedBy.surname}
            </Link>
          )}
        </dd>
        {a.comment ? (
          <>
            <dt>{t.why}</dt>
            <dd>{a.comment}</dd>
          </>
        ) : null}
      </dl>
      <div className="achievement-actions">
        <Link to={`/achievements?kind=${a.kind.id}`}>{t.allHolders}</Link>
        {canEdit ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className="button">
              {t.revoke}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
