// /admin/avatars (issue #32 point 6): the people's profile photos, the newest first, 40 a page (`?before=`),
// each removable with a reason its owner is told. For administrators. Plain forms: without JavaScript a
// removal posts and the page comes back with the typed reason and its message under it.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { Avatar } from "~/shared/ui/avatar";
import { Link, useBasePath } from "~/shared/ui/link";
import styles from "~/features/profile/ui/profile.css";
import { avatarsAdmin as t } from "../messages";
import { AVATAR_REASON_MAX } from "../moderation";
import { avatarsPageAction, avatarsPageLoader } from "../server/avatars-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export const loader = avatarsPageLoader;
export const action = avatarsPageAction;

/** When a photo was set, as the company reads it (Moscow time). */
const moment = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });

export default function AvatarsPage() {
  const { items, more } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const basePath = useBasePath();
  // The refused form is the one whose person the reply names; its reason and message come back in it.
  const refusedFor = reply?.value("userId");
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {reply && !items.some((p) => String(p.userId) === refusedFor) && reply.formError(["reason"]) ? (
        <div className="alert alert--error" role="alert">
          {reply.formError(["reason"])}
        </div>
      ) : null}
      {items.length === 0 ? <p className="muted">{t.empty}</p> : null}
      <ul className="avatar-review">
        {items.map((p) => {
          const full = [p.surname, p.name, p.middlename].filter(Boolean).join(" ");
          const mine = reply && String(p.userId) === refusedFor ? reply : null;
          const error = mine?.error("reason") ?? mine?.formError(["reason"]);
          const field = `reason-${p.userId}`;
          return (
            <li key={p.id} className="card">
              <div className="avatar-review__who">
                <Avatar id={p.userId} name={p.name} surname={p.surname} filePath={p.filePath} basePath={basePath} size={64} />
                <div>
                  <p>
                    <Link to={`/user/${p.userId}`}>{full}</Link>
                  </p>
                  <p className="muted">{p.department ?? t.noDepartment}</p>
                  <p className="muted">{t.setAt(moment.format(new Date(p.setAt)))}</p>
                </div>
              </div>
              <Form method="post" replace key={mine?.key ?? "remove"}>
                <input type="hidden" name="userId" value={p.userId} />
                <div className={error ? "field field--error" : "field"}>
                  <label htmlFor={field}>{t.reason}</label>
                  <input
                    id={field}
                    name="reason"
                    maxLength={AVATAR_REASON_MAX}
                    required
                    defaultValue={mine?.value("reason") ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${field}-error` : `${field}-hint`}
                  />
                  {error ? (
                    <p className="field__error" id={`${field}-error`}>
                      {error}
                    </p>
                  ) : (
                    <p className="field__hint" id={`${field}-hint`}>
                      {t.reasonHint}
                    </p>
                  )}
                </div>
                <button type="submit" className="button" aria-label={t.removeLabel(full)}>
                  {t.remove}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      {more ? (
        <p className="avatar-review__pager">
          <Link to={more}>{t.more}</Link>
        </p>
      ) : null}
    </>
  );
}
