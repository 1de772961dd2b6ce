// /group/{id}/article: the group's articles (issue #14 point 8): cards with the cover, name, author and
// date, "Черновик" on the drafts the reader sees (her own; managers every one), 20 a page by page-number
// links (the spec's pageNumber), and "Написать статью" for those who may write here. A failed load says
// so in place ("Ошибка получения списка").
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { groupArticleMessages as t } from "~/features/groups/messages/article";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { cardOf } from "~/features/groups/server/articles-pages.server";
import { ARTICLES_PAGE } from "~/features/groups/schema-articles";
import { ArticleCards, ArticlesPager } from "~/features/groups/ui/article-parts";
import { articleUrl } from "~/features/groups/ui/article-urls";
import styles from "~/features/groups/ui/articles.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? `${t.title}: ${data.groupName}` : t.title);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const raw = new URL(request.url).searchParams.get("page") ?? "";
  const pageNumber = /^\d{1,5}$/.test(raw) ? Number(raw) : 0;
  try {
    const page = await context.services.groupArticles.findByGroup(actor, { groupId: group.id, pageNumber, pageSize: ARTICLES_PAGE });
    return {
      groupId: group.id,
      groupName: group.name,
      cards: page.items.map(cardOf),
      pageNumber,
      hasMore: (pageNumber + 1) * ARTICLES_PAGE < page.total,
      canCreate: page.canCreate,
      failed: false,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { groupId: group.id, groupName: group.name, cards: [], pageNumber, hasMore: false, canCreate: false, failed: true };
  }
}

export default function GroupArticles() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="articles">
      <div className="articles__head">
        <h2>{t.title}</h2>
        {page.canCreate ? (
          <Link className="button button--primary" to={articleUrl.create(page.groupId)}>
            {t.create}
          </Link>
        ) : null}
      </div>
      {page.failed ? (
        <p className="alert alert--error" role="alert">
          {t.loadFailed}
        </p>
      ) : page.cards.length === 0 ? (
        <p className="card muted">{t.none}</p>
      ) : (
        <ArticleCards groupId={page.groupId} cards={page.cards} />
      )}
      <ArticlesPager groupId={page.groupId} pageNumber={page.pageNumber} hasMore={page.hasMore} />
    </section>
  );
}
