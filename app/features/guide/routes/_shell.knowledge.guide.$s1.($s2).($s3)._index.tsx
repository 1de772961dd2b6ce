// /knowledge/guide/{id*}: a section (the address is its ancestry, "3/7/12"; any other path is 404, and
// so is a section the person may not read). Side menu, breadcrumbs, subsections, published articles;
// those who can edit the section also get the drafts and the archive (?tab=drafts|archive, with a
// restore button) and, in edit mode, the editing links and ordering.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { formFailure, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { idOf, sectionAt, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { AccessPanel, ArticleList, SectionList } from "~/features/guide/ui/section-parts";
import { guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import * as ru from "~/shared/messages";
import { guidePageMessages as t } from "~/features/guide/messages";

const TABS = ["published", "drafts", "archive"] as const;
type Tab = (typeof TABS)[number];
const STATUS = { published: "PUBLISHED", drafts: "DRAFT", archive: "ARCHIVE" } as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? `${data.section.name} — ${t.title}` : t.sectionNotFound);
export const handle = { title: t.title, backTo: "/knowledge/guide" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const section = await sectionAt(context, actor, sectionPathOf(params), request);
  if (!section) return refuse({ status: 404, title: t.sectionNotFound });
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: Tab = section.canEdit && TABS.includes(requested as Tab) ? (requested as Tab) : "published";
  const articles = await context.services.guide.articles(actor, { categoryId: section.id, status: STATUS[tab] });
  return { section, tab, articles };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const section = await sectionAt(context, actor, sectionPathOf(params));
  if (!section) return data({ ok: false }, { status: 404 });
  const form = await readForm(request);
  const here = `${guideUrl.section(section.path)}?tab=archive`;
  if (form.get("intent") !== "restore") return redirectWithToast(context, here, { type: "error", text: ru.common.badRequest });
  try {
    const { message } = await context.services.guide.unarchiveArticle(actor, { id: idOf(String(form.get("articleId") ?? "")) ?? 0 });
    return redirectWithToast(context, `${guideUrl.section(section.path)}?tab=drafts`, { type: "success", text: message });
  } catch (error) {
    return redirectWithToast(context, here, { type: "error", text: formFailure(error).formError });
  }
}

export default function GuideSection() {
  const { section, tab, articles } = useLoaderData<typeof loader>();
  const frame = useGuideFrame();
  const path = section.path;
  const isTop = section.parentId == null;
  const tabLink = (to: Tab) => (to === "published" ? guideUrl.section(path) : `${guideUrl.section(path)}?tab=${to}`);
  return (
    <GuideLayout frame={frame} currentPath={path} editable={section.canEdit}>
      <GuideBreadcrumbs crumbs={section.breadcrumbs.slice(0, -1)} last={section.name} />
      <header className="guide__header">
        <h1 className="page-title">{section.name}</h1>
        <p className="guide__actions">
          {section.canEdit ? (
            <Link to={guideUrl.createArticle(path)} className="button button--primary">
              {t.createArticle}
            </Link>
          ) : null}
          {section.canCreateChild ? (
            <Link to={guideUrl.createChild(path)} className="button">
              {t.createSubsection}
            </Link>
          ) : null}
          {frame.editMode && section.canEdit ? (
            <Link to={guideUrl.edit(section.id, isTop)} className="button editor-only">
              {t.editSection}
            </Link>
          ) : null}
          {frame.editMode && section.canDelete ? (
            <Link to={`${guideUrl.edit(section.id, isTop)}?dialog=delete`} className="button button--danger-outline editor-only">
              {t.deleteSection}
            </Link>
          ) : null}
        </p>
      </header>

      <AccessPanel section={section} />

      {section.childrenList.length > 0 ? (
        <SectionList title={t.subsections} nodes={section.childrenList} parentPath={path} editMode={frame.editMode && section.canEdit} />
      ) : null}

      <section className="guide-block" aria-labelledby="guide-articles-title">
        <h2 id="guide-articles-title" className="guide-block__title">
          {t.articles}
        </h2>
        {section.canEdit ? (
          <nav className="tabs" aria-label={t.articles}>
            <ul>
              {TABS.map((x) => (
                <li key={x}>
                  <Link to={tabLink(x)} className="tabs__tab" aria-current={x === tab ? "page" : undefined}>
                    {x === "published" ? t.articles : x === "drafts" ? t.drafts : t.archive}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {articles.length === 0 ? (
          <p className="empty-state card">{tab === "drafts" ? t.noDrafts : tab === "archive" ? t.noArchive : t.emptyArticles}</p>
        ) : (
          <ArticleList
            key={tab}
            articles={articles}
            path={path}
            sectionId={section.id}
            editMode={frame.editMode}
            sortable={tab === "published"}
            restore={tab === "archive"}
          />
        )}
      </section>
    </GuideLayout>
  );
}
