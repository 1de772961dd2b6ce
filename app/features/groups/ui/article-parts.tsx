// What the group articles' pages show besides the form: the list's cards, the byline (author's avatar
// and name, the date), the pages' links. Dates and names come ready from the loader.
import { Link, useBasePath } from "~/shared/ui/link";
import { groupArticleMessages as t } from "../messages/article";
import { articleUrl } from "./article-urls";

export interface CardView {
  id: number;
  name: string;
  cover: string | null;
  author: string;
  date: string;
  draft: boolean;
  excerpt: string;
}

export function DraftMark() {
  return <span className="article-draft">{t.draft}</span>;
}

export function ArticleCards({ groupId, cards }: { groupId: number; cards: CardView[] }) {
  const base = useBasePath();
  return (
    <ul className="articles__list">
      {cards.map((card) => (
        <li key={card.id} className="card article-card">
          {card.cover ? (
            <img className="article-card__cover" src={base + card.cover} alt="" loading="lazy" />
          ) : (
            <span className="article-card__cover article-card__cover--empty" aria-hidden="true" />
          )}
          <div>
            <h3 className="article-card__title">
              <Link to={articleUrl.view(groupId, card.id)}>{card.name}</Link>
            </h3>
            <p className="article-card__meta">
              <span>{card.author}</span>
              <span>{card.date}</span>
              {card.draft ? <DraftMark /> : null}
            </p>
            {card.excerpt ? <p className="article-card__excerpt">{card.excerpt}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ArticlesPager({ groupId, pageNumber, hasMore }: { groupId: number; pageNumber: number; hasMore: boolean }) {
  if (pageNumber === 0 && !hasMore) return null;
  return (
    <nav className="articles__pager" aria-label={t.pages}>
      {pageNumber > 0 ? <Link to={articleUrl.list(groupId, pageNumber - 1)}>{t.previous}</Link> : <span />}
      {hasMore ? <Link to={articleUrl.list(groupId, pageNumber + 1)}>{t.next}</Link> : null}
    </nav>
  );
}

export function Byline({ byline }: { byline: { author: string; authorId: number | null; avatar: string | null; date: string } }) {
  const base = useBasePath();
  return (
    <p className="article-byline">
      {byline.avatar ? <img className="article-byline__avatar" src={base + byline.avatar} alt="" /> : null}
      {byline.authorId !== null ? <Link to={`/user/${byline.authorId}`}>{byline.author}</Link> : <span>{byline.author}</span>}
      <span>{byline.date}</span>
    </p>
  );
}
