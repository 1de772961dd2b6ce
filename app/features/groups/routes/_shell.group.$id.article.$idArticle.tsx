// /group/{id}/article/{idArticle}: one article (spec part 2 §2): breadcrumbs group > Статьи > article,
// the cover, the author's avatar and name, the creation date, the body, the edit link when canEdit and
// the way back to the list. A failed load (missing, another group's, a draft of another's) goes back to
// the list with the reason as an error toast (§8).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageOnly, requireSignedIn } from "~/platform/remix.server";
import { Link, useBasePath } from "~/shared/ui/link";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { pageTitle } from "~/shared/ui/meta";
import { RichHtml } from "~/shared/richtext/rich-html";
import { groupArticleMessages as t } from "~/features/groups/messages/article";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { articleOfPage, bylineOf } from "~/features/groups/server/articles-pages.server";
import { Byline, DraftMark } from "~/features/groups/ui/article-parts";
import { articleUrl } from "~/features/groups/ui/article-urls";
import styles from "~/features/groups/ui/articles.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.article.name ?? t.title);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const found = await articleOfPage(context, actor, group.id, params.idArticle);
  return {
    group: { id: group.id, name: group.name },
    article: {
      id: found.id,
      name: found.name,
      cover: found.previewPicture?.filePath ?? null,
      draft: found.status === "DRAFT",
      canEdit: found.canEdit,
      html: pageOnly(context, "groups.article", found.content),
    },
    byline: bylineOf(found),
  };
}

export default function GroupArticle() {
  const { group, article, byline } = useLoaderData<typeof loader>();
  const base = useBasePath();
  return (
    <article className="card article-view">
      <BreadcrumbTrail
        label={t.title}
        items={[{ name: group.name, to: `/group/${group.id}` }, { name: t.title, to: articleUrl.list(group.id) }, { name: article.name }]}
      />
      <h2 className="article-view__title">
        {article.name} {article.draft ? <DraftMark /> : null}
      </h2>
      <Byline byline={byline} />
      {article.cover ? <img className="article-view__cover" src={base + article.cover} alt="" /> : null}
      <RichHtml className="rich-content" html={article.html} />
      <div className="article-view__actions">
        <Link to={articleUrl.list(group.id)}>{t.back}</Link>
        {article.canEdit ? (
          <Link className="button" to={articleUrl.edit(group.id, article.id)}>
            {t.edit}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
