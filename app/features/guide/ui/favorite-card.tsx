// A starred guide article on /favorites: its name (a link), the sections it sits in, its short text
// and the star to take it off the list.
import { Link } from "~/shared/ui/link";
import { FavoriteStar } from "~/shared/ui/favorite-star";
import { dayOf } from "./dates";
import type { FavoriteArticle } from "./types";
import { guideUrl } from "./urls";
import { guidePageMessages as t } from "~/features/guide/messages";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";

export function FavoriteArticleCard({ article, here }: { article: FavoriteArticle; here: string }) {
  return (
    <article className="card guide-article-card">
      <div className="guide-article-card__body">
        <h2 className="guide-article-card__title">
          <Link to={guideUrl.article(article.path, article.id)}>{article.name}</Link>
        </h2>
        <BreadcrumbTrail
          items={article.breadcrumbs.map((crumb, i) => ({ name: crumb.name, to: guideUrl.section(article.path.slice(0, i + 1)) }))}
          label={t.breadcrumb}
          currentLast={false}
        />
        {article.shortContent ? <p className="guide-article-card__text">{article.shortContent}</p> : null}
        <p className="muted guide-article-card__date">{t.updatedOn(dayOf(article.lastUpdateDate))}</p>
      </div>
      <FavoriteStar type="WIKI_GUIDE" objectId={article.id} name={article.name} favorite redirectTo={here} />
    </article>
  );
}

/** The favourites page's guide tab when nothing is starred yet: what to do, and the way to the guide. */
export function NoFavoriteArticles() {
  return (
    <div className="empty-state card">
      <p>{t.favoritesEmpty}</p>
      <Link to="/knowledge/guide" className="button button--primary">
        {t.title}
      </Link>
    </div>
  );
}
