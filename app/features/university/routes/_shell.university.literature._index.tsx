// /university/literature: books, articles and materials in their editors' order, with a search box (a GET form,
// ?q=) and a topic filter (links, ?topic=); each item's file downloads through the portal's files, its link
// opens. Editors also get «Добавить материал», «Изменить» and up and down forms.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/university.css";
import { QUERY_MAX } from "../limits";
import { messages as t } from "../messages";
import { literatureAction, literatureLoader } from "../server/pages.server";
import { FilterLinks, LiteratureCard } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.literatureTitle);
export const handle = { title: t.literatureTitle, backTo: "/university" };
export const loader = literatureLoader;
export const action = literatureAction;

export default function LiteraturePage() {
  const { topics, topic, q, items, limited, canEdit } = useLoaderData<typeof loader>();
  const base = useBasePath();
  const whole = !q && !topic;
  return (
    <div className="university">
      <h1 className="page-title">{t.literatureTitle}</h1>
      <p>{t.literatureIntro}</p>
      <div className="university-actions">
        <Link to="/university">{t.coursesLink}</Link>
        {canEdit ? (
          <Link to="/university/literature/create" className="button button--primary">
            {t.addItem}
          </Link>
        ) : null}
      </div>
      <Form method="get" className="university-search" role="search">
        {topic ? <input type="hidden" name="topic" value={topic} /> : null}
        <div className="field">
          <label htmlFor="university-q">{t.searchLabel}</label>
          <input id="university-q" type="search" name="q" defaultValue={q} maxLength={QUERY_MAX} placeholder={t.searchPlaceholder} />
        </div>
        <button type="submit" className="button">
          {t.search}
        </button>
        {q ? (
          <Link to={topic ? `/university/literature?topic=${encodeURIComponent(topic)}` : "/university/literature"}>{t.searchReset}</Link>
        ) : null}
      </Form>
      <FilterLinks
        label={t.topicsLabel}
        allLabel={t.allTopics}
        path="/university/literature"
        param="topic"
        values={topics}
        current={topic}
        keep={q ? { q } : {}}
      />
      {items.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.emptyLiterature}
        </p>
      ) : (
        <>
          <p className="muted" role="status">
            {t.itemsShown(items.length)}
          </p>
          <ul className="university-list">
            {items.map((item, i) => (
              <LiteratureCard
                key={item.id}
                item={item}
                base={base}
                editing={canEdit ? { move: whole ? { first: i === 0, last: i === items.length - 1 } : null } : null}
              />
            ))}
          </ul>
          {limited ? <p className="muted">{t.literatureLimitReached(items.length)}</p> : null}
        </>
      )}
    </div>
  );
}
