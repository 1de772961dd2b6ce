// A page of the feed: the reader's deferred posts (news editors and authors), then the posts and thanks,
// pinned first, then newest first, then a plain link to the next page (an opaque keyset cursor; no
// JavaScript needed).
import { feedMessages as t } from "../messages";
import type { Post } from "../types";
import type { Thanks } from "../types-talk";
import { PostCard, type CardContext } from "./post-card";
import { ThanksCard } from "./thanks-card";

/** One item of the feed: a post or a thanks. */
export type FeedItem = { kind: "post"; post: Post } | { kind: "thanks"; thanks: Thanks };

export interface FeedView {
  deferred: Post[];
  items: FeedItem[];
  nextCursor: string | null;
}

export function FeedList({ page, ctx }: { page: FeedView; ctx: CardContext }) {
  return (
    <>
      {page.deferred.length > 0 ? (
        <section className="feed__deferred" aria-labelledby="feed-deferred-title">
          <h2 id="feed-deferred-title" className="feed__heading">
            {t.deferredTitle}
          </h2>
          {page.deferred.map((post) => (
            <PostCard key={post.id} post={post} ctx={ctx} />
          ))}
        </section>
      ) : null}
      {page.items.length === 0 && page.deferred.length === 0 ? <p className="card empty-state">{t.empty}</p> : null}
      {page.items.map((item) =>
        item.kind === "post" ? (
          <PostCard key={`p${item.post.id}`} post={item.post} ctx={ctx} />
        ) : (
          <ThanksCard key={`t${item.thanks.id}`} thanks={item.thanks} ctx={ctx} />
        ),
      )}
      {page.nextCursor ? (
        <p className="feed__next">
          <a rel="next" href={`?after=${page.nextCursor}`} className="button">
            {t.next}
          </a>
        </p>
      ) : null}
    </>
  );
}
