// Blocks of the guide's section pages: the subsection list, the article lists (published for everyone;
// drafts and the archive with a restore button for those who can edit the section) and the access-list
// panel. Editors in edit mode get arrows and drag handles on the lists.
import { Form } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { ArrowsForm, usePendingOrder } from "./layout";
import { GuideDragHandle, useDragOrder } from "./drag-order";
import type { ArticleListItem, NamedRef, SectionNode, SectionView } from "./types";
import { dayOf } from "./dates";
import { guideUrl } from "./urls";
import { guidePageMessages as t } from "~/features/guide/messages";

/** Sections of one parent as cards; in edit mode with arrows and (with JavaScript) drag handles. */
export function SectionList({
  title,
  nodes,
  parentPath,
  editMode,
}: {
  title: string;
  nodes: SectionNode[];
  parentPath: number[];
  editMode: boolean;
}) {
  const listKey = `sections-${parentPath.join("-") || "top"}`;
  const ordered = usePendingOrder(nodes, listKey);
  const sortable = editMode && ordered.some((n) => n.canEdit);
  const ref = useDragOrder("sortSections", listKey, sortable);
  const ids = ordered.map((n) => n.id);
  return (
    <section className="guide-block" aria-labelledby={`${listKey}-title`}>
      <h2 id={`${listKey}-title`} className="guide-block__title">
        {title}
      </h2>
      <ul className="guide-cards" ref={ref}>
        {ordered.map((node) => (
          <li key={node.id} data-id={node.id} id={`section-${node.id}`} className="card guide-card">
            {sortable && node.canEdit ? <GuideDragHandle /> : null}
            <Link to={guideUrl.section([...parentPath, node.id])} className="guide-card__name">
              {node.name}
            </Link>
            {editMode && node.canEdit ? (
              <span className="guide-card__tools">
                <Link
                  to={guideUrl.edit(node.id, node.parentId == null)}
                  className="button button--link editor-only"
                  aria-label={t.editSectionOf(node.name)}
                >
                  {t.edit}
                </Link>
                <ArrowsForm intent="sortSections" listKey={listKey} ids={ids} id={node.id} name={node.name} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Articles of one status in a section: title, short text, date; arrows and drag for editors in edit mode. */
export function ArticleList({
  articles,
  path,
  sectionId,
  editMode,
  sortable,
  restore,
}: {
  articles: ArticleListItem[];
  path: number[];
  sectionId: number;
  editMode: boolean;
  /** Only the published list is ordered. */
  sortable?: boolean;
  /** The archive: a restore button per article. */
  restore?: boolean;
}) {
  const listKey = `articles-${sectionId}`;
  const ordered = usePendingOrder(articles, listKey);
  const canSort = Boolean(sortable && editMode && ordered.some((a) => a.canEdit));
  const ref = useDragOrder("sortArticles", listKey, canSort);
  const ids = ordered.map((a) => a.id);
  return (
    <ul className="guide-articles" ref={sortable ? ref : undefined}>
      {ordered.map((article) => (
        <li key={article.id} data-id={article.id} id={`article-${article.id}`} className="card guide-article-card">
          {canSort && article.canEdit ? <GuideDragHandle /> : null}
          <div className="guide-article-card__body">
            <h3 className="guide-article-card__title">
              <Link to={guideUrl.article(path, article.id)}>{article.name}</Link>
            </h3>
            {article.shortContent ? <p className="guide-article-card__text">{article.shortContent}</p> : null}
            <p className="muted guide-article-card__date">{t.updatedOn(dayOf(article.lastUpdateDate))}</p>
          </div>
          {restore && article.canEdit ? (
            <Form method="post" className="guide-article-card__tools">
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="articleId" value={article.id} />
              <button type="submit" className="button" aria-label={t.restoreOf(article.name)}>
                {t.restore}
              </button>
            </Form>
          ) : null}
          {canSort && article.canEdit ? (
            <span className="guide-article-card__tools">
              <Link to={guideUrl.editArticle(path, article.id)} className="button button--link editor-only">
                {t.edit}
              </Link>
              <ArrowsForm intent="sortArticles" listKey={listKey} ids={ids} id={article.id} name={article.name} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Who may see the section: shown only when its access list has entries. */
export function AccessPanel({ section }: { section: SectionView }) {
  const groups: [string, NamedRef[]][] = [
    [t.accessDepartments, section.departments],
    [t.accessUsers, section.users],
    [t.accessRoles, section.roles],
  ];
  if (groups.every(([, list]) => list.length === 0)) return null;
  return (
    <section className="card guide-access" aria-labelledby="guide-access-title">
      <h2 id="guide-access-title" className="card__title">
        {t.accessTitle}
      </h2>
      <p className="muted">{t.accessText}</p>
      <dl className="guide-access__list">
        {groups.map(([label, list]) =>
          list.length ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{list.map((x) => x.name).join(", ")}</dd>
            </div>
          ) : null,
        )}
        {section.editors.length ? (
          <div>
            <dt>{t.editors}</dt>
            <dd>{section.editors.map((x) => x.name).join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
