// /admin/emilia/{id} (spec part 2 §7): one image's phrases, a page at a time, each with its edit link (the
// form opens in place: ?edit={phraseId}, so it works without JavaScript) and its delete form, and a form that
// adds a phrase. Rich text: the portal's editor with JavaScript, a textarea of HTML or plain text without it.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { RichHtml } from "~/shared/richtext/rich-html";
import { messages as t } from "../messages";
import { MoreLink } from "../ui/more-link";
import { phrasesPageAction, phrasesPageLoader, type PhrasesReply } from "../server/pages.server";
import { PhraseForm } from "../ui/phrase-form";
import styles from "../ui/emilia.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin/emilia" };

export const loader = phrasesPageLoader;
export const action = phrasesPageAction;

export default function EmiliaPhrasesPage() {
  const { image, phrases, editing, more, formToken } = useLoaderData<typeof loader>();
  const reply = useActionData<PhrasesReply>();
  const here = `/admin/emilia/${image.id}`;
  return (
    <>
      <div className="emilia-head">
        <img src={image.src} alt={t.imageAlt(image.id)} width={80} height={80} />
        <h1 className="page-title">{t.phrasesTitle(image.id)}</h1>
      </div>
      <p>
        <Link to="/admin/emilia">{t.backToImages}</Link>
      </p>
      {reply?.error ? (
        <div className="alert alert--error" role="alert">
          {reply.error}
        </div>
      ) : null}
      <section className="card" aria-labelledby="emilia-add">
        <h2 id="emilia-add" className="card__title">
          {t.addPhrase}
        </h2>
        <PhraseForm
          id="emilia-phrase-new"
          intent="add"
          text=""
          lastResult={reply?.intent === "add" ? reply.result : undefined}
          formToken={formToken}
          cancelTo={here}
          submitLabel={t.save}
        />
      </section>
      {phrases.length === 0 ? <p className="card empty-state">{t.noPhrases}</p> : null}
      <ol className="emilia-phrases">
        {phrases.map((phrase, n) => (
          <li key={phrase.id} id={`phrase-${phrase.id}`} className="card emilia-phrase">
            {editing?.id === phrase.id ? (
              <PhraseForm
                id={`emilia-phrase-${phrase.id}`}
                intent="edit"
                phraseId={phrase.id}
                text={editing.text}
                lastResult={reply?.intent === "edit" ? reply.result : undefined}
                cancelTo={here}
                submitLabel={t.save}
              />
            ) : (
              <>
                <RichHtml html={phrase.html} className="rich-text" />
                <div className="emilia-phrase__actions">
                  <Link to={`${here}?edit=${phrase.id}#phrase-${phrase.id}`} className="button" aria-label={`${t.editPhrase} ${n + 1}`}>
                    {t.edit}
                  </Link>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={phrase.id} />
                    <button type="submit" className="button" aria-label={t.deletePhraseOf(n + 1)}>
                      {t.deletePhrase}
                    </button>
                  </Form>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      <MoreLink to={more} />
    </>
  );
}
