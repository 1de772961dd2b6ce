// /knowledge/guide/{id*}/article/{articleId}: an article — breadcrumbs of its sections, who changed it
// last and when, the favourite star (a form to /favorites/update), the body, files, tags, and for its
// editors the edit and version-history links. A missing or deleted article (or one under another
// address) is "Статья удалена или ещё не создана" (404); one the person may not read,
// "Недостаточно прав для просмотра статьи" (403). No editor code ships with this page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageOnly, requireSignedIn } from "~/platform/remix.server";
import { articleAt, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { ArticleFiles, ArticleTags } from "~/features/guide/ui/article-parts";
import { FavoriteStar } from "~/shared/ui/favorite-star";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { dayOf } from "~/features/guide/ui/dates";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guidePageMessages as t } from "~/features/guide/messages";
import { RichHtml } from "~/shared/richtext/rich-html";
import { isGuideEditor } from "~/features/guide/policy";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? data.article.name : t.articleMissing);
export const handle = { title: t.title, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId, request);
  if (!("article" in found))
    return refuse({ status: found.status, title: found.status === 403 ? t.noReadRight : t.articleMissing, article: { readable: false } });
  // What the page shows, not the whole article of the API (its stored source, excerpt, roles...); the body
  // is in the page's HTML once, not again as hydration data (pageOnly).
  const { id, name, status, path, breadcrumbs, files, tags, canEdit, favorite, wiki, html } = found.article;
  const who = wiki.lastUpdateUser;
  const article = {
    id,
    name,
    status,
    path,
    breadcrumbs,
    files,
    tags,
    canEdit,
    favorite,
    wiki: { lastUpdateDate: wiki.lastUpdateDate, lastUpdateUser: who && { id: who.id, surname: who.surname, name: who.name } },
    html: pageOnly(context, "guide.article", html),
  };
  // The guide's editors choose the article Эмилия's welcome message opens (the assistant's form address).
  return { article, basePath: context.basePath, mayChooseWelcome: isGuideEditor(actor) };
}

export default function ArticlePage() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const frame = useGuideFrame();
  const { article } = page;
  const who = article.wiki.lastUpdateUser;
  return (
    <GuideLayout frame={frame} currentPath={article.path}>
      <GuideBreadcrumbs crumbs={article.breadcrumbs} last={article.name} />
      <article className="card guide-view">
        <header className="guide-view__head">
          <h1 className="page-title">{article.name}</h1>
          <FavoriteStar
            type="WIKI_GUIDE"
            objectId={article.id}
            name={article.name}
            favorite={article.favorite}
            redirectTo={location.pathname}
          />
        </header>
        <p className="guide-view__meta muted">
          {article.status !== "PUBLISHED" ? <span className="guide-badge">{t.statusNames[article.status]}</span> : null}
          <span>{t.lastUpdate(dayOf(article.wiki.lastUpdateDate))}</span>
          {who ? (
            <span>
              {t.author}: <Link to={`/user/${who.id}`}>{`${who.surname} ${who.name}`}</Link>
            </span>
          ) : null}
        </p>
        {article.canEdit ? (
          <p className="guide-view__tools">
            <Link to={guideUrl.editArticle(article.path, article.id)} className="button">
              {t.edit}
            </Link>
            <Link to={guideUrl.versions(article.path, article.id)} className="button button--link">
              {t.versions}
            </Link>
          </p>
        ) : null}
        {page.mayChooseWelcome && article.status === "PUBLISHED" ? (
          <Form method="post" action="/emilia/welcome-article" className="guide-view__tools">
            <input type="hidden" name="articleId" value={article.id} />
            <input type="hidden" name="redirectTo" value={location.pathname} />
            <button type="submit" className="button button--link">
              {t.chooseForWelcome}
            </button>
          </Form>
        ) : null}
        <RichHtml className="rich-content" html={article.html} />
        <ArticleFiles files={article.files} basePath={page.basePath} />
        <ArticleTags tags={article.tags} />
      </article>
    </GuideLayout>
  );
}
