// /knowledge/glossary: the filter (?q=: terms containing the text), the letter index (links to #letter-X;
// letters without terms disabled) and the terms with their definitions, letter by letter.
import { Icon } from "~/shared/ui/icons";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditGlossary } from "~/features/glossary/policy";
import { LATIN, OTHER } from "~/features/glossary/terms";
import { GlossaryFilter } from "~/features/glossary/ui/glossary";
import { isDomainError } from "~/platform/errors";
import { glossaryInputs as parse } from "~/features/glossary/server/inputs.server";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { messages } from "~/features/glossary/messages";
import { RichHtml } from "~/shared/richtext/rich-html";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const canEdit = canEditGlossary(actor);
  try {
    return { list: await context.services.glossary.list(actor, parse.list(actor, { q })), canEdit, q, error: null };
  } catch (error) {
    // A filter the rule refuses (too long): every term, and the reason beside the field.
    if (!isDomainError(error)) throw error;
    return { list: await context.services.glossary.list(actor), canEdit, q, error: error.message };
  }
}

const letterTitle = (letter: string) => (letter === LATIN || letter === OTHER ? t.lettersOtherTitle : undefined);

export default function Glossary() {
  const { list, canEdit, q, error } = useLoaderData<typeof loader>();
  return (
    <div className="glossary">
      <header className="faq__header" id="glossary-top">
        <h1 className="page-title">{t.title}</h1>
        {canEdit ? (
          <Link to="/knowledge/glossary/add" className="button button--primary editor-only">
            {t.add}
          </Link>
        ) : null}
      </header>
      <GlossaryFilter q={q} error={error} />
      <nav className="glossary-index card" aria-label={t.lettersNav}>
        <ul>
          {list.letters.map((l) => (
            <li key={l.letter}>
              {l.count > 0 ? (
                <a href={`#${l.anchor}`} className="glossary-index__letter" title={letterTitle(l.letter)}>
                  {l.letter}
                </a>
              ) : (
                <span className="glossary-index__letter glossary-index__letter--empty" aria-disabled="true" title={t.letterEmpty(l.letter)}>
                  {l.letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {list.total === 0 ? (
        <p className="empty-state card" role="status">
          {list.q ? t.filterNothing(list.q) : canEdit ? t.emptyEditor : t.empty}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {list.q ? t.filterCount(list.total, list.q) : t.count(list.total)}
          </p>
          {list.groups.map((group) => (
            <section key={group.letter} id={group.anchor} className="glossary-letter card" aria-labelledby={`${group.anchor}-title`}>
              <h2 id={`${group.anchor}-title`} className="glossary-letter__title">
                {group.letter}
              </h2>
              <dl className="glossary-terms">
                {group.terms.map((term) => (
                  <div key={term.id} id={`term-${term.id}`} className="glossary-term">
                    <dt className="glossary-term__name">
                      {term.term}
                      {canEdit ? (
                        <Link
                          to={`/knowledge/glossary/${term.id}/edit`}
                          className="icon-button editor-only"
                          aria-label={t.editLink(term.term)}
                          title={t.editLink(term.term)}
                        >
                          <Icon name="pencil" size={18} />
                        </Link>
                      ) : null}
                    </dt>
                    <RichHtml as="dd" className="glossary-term__definition rich-text" html={term.definition} />
                  </div>
                ))}
              </dl>
              <a href="#glossary-top" className="glossary-letter__top">
                {t.toTop}
              </a>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
