// /user/{id}/congratulation/{congratulationId}: a congratulation — its poster, drawn on the server — and the
// colleagues' wishes, newest first, with the form that adds one (a plain post: a refused wish comes back under its
// field as typed). A person wishes once, never on her own congratulation. Unknown or a blocked person's: 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/birthdays.css";
import { messages as t } from "../messages";
import { WISH_MAX } from "../constants";
import { congratulationPageAction, congratulationPageLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? `${t.congratulationTitle}: ${data.person.name}` : t.congratulationTitle);
export const handle = { title: t.congratulationTitle, backTo: "/birthday" };
export const loader = congratulationPageLoader;
export const action = congratulationPageAction;

export default function CongratulationPage() {
  const c = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const base = useBasePath();
  const error = reply?.error("text");
  const formError = reply?.formError(["text"]);
  return (
    <div className="birthdays">
      <h1 className="page-title">
        {t.kinds[c.kind]}: {c.person.name}
      </h1>
      <p className="muted">{[c.person.position, c.person.department].filter(Boolean).join(" · ")}</p>
      {c.own ? <p>{t.ownPage}</p> : null}
      <img
        className="birthdays-poster"
        src={`${base}/user/${c.person.id}/congratulation/${c.id}/poster`}
        width={1200}
        height={630}
        alt={t.poster(c.text)}
      />
      <section className="card" id="wishes" aria-labelledby="birthdays-wishes">
        <h2 id="birthdays-wishes">{t.wishes}</h2>
        {c.mayWish ? (
          <Form method="post" key={reply?.key ?? "wish"} className="birthdays-form">
            <FormErrors errors={formError ? [formError] : undefined} id="birthdays-wish-errors" />
            <PlainField id="birthdays-wish" label={t.wishLabel} error={error} hint={t.wishHint} required>
              <textarea
                id="birthdays-wish"
                name="text"
                rows={4}
                maxLength={WISH_MAX}
                required
                defaultValue={reply?.value("text") ?? ""}
                {...describedBy("birthdays-wish", error, true)}
              />
            </PlainField>
            <button type="submit" className="button button--primary">
              {t.wishSend}
            </button>
          </Form>
        ) : c.wished ? (
          <p className="muted">{t.wishDone}</p>
        ) : null}
        {c.wishes.length === 0 ? (
          <p className="muted">{t.noWishes}</p>
        ) : (
          <ul className="birthdays-wishes">
            {c.wishes.map((w) => (
              <li key={w.id} className="card">
                <p>
                  <Link to={`/user/${w.authorId}`}>{w.author}</Link>
                </p>
                <p className="birthdays-wish-text">{w.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
