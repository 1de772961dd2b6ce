// A page of the feed: the reader's deferred posts (news editors and authors), then the posts and thanks,
// pinned first, then newest first, then a plain link to the next page (an opaque keyset cursor; no
// JavaScript needed).
import { Fragment, type ReactNode } from "react";
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
  /** A group's feed: says "no posts yet" in its own words. */
  inGroup?: boolean;
}

/** One item as its card. */
export function FeedCard({ item, ctx }: { item: FeedItem; ctx: CardContext }) {
  return item.kind === "post" ? <PostCard post={item.post} ctx={ctx} /> : <ThanksCard thanks={item.thanks} ctx={ctx} />;
}

const itemKey = (item: FeedItem) => (item.kind === "post" ? `p${item.post.id}` : `t${item.thanks.id}`);

/** `card`: what stands for an item (server/page-html puts each card's HTML there, rendered once per content). */
export function FeedList({
  page,
  ctx,
  card = (item) => <FeedCard item={item} ctx={ctx} />,
}: {
  page: FeedView;
  ctx: CardContext;
  card?: (item: FeedItem) => ReactNode;
}) {
  return (
    <>
      {page.deferred.length > 0 ? (
        <section className="feed__deferred" aria-labelledby="feed-deferred-title">
          <h2 id="feed-deferred-title" className="feed__heading">
            {t.deferredTitle}
          </h2>
          {page.deferred.map((post) => (
            <Fragment key={post.id}>{card({ kind: "post", post })}</Fragment>
          ))}
        </section>
      ) : null}
      {page.items.length === 0 && page.deferred.length === 0 ? (
        <p className="card empty-state">{page.inGroup ? t.groupEmpty : t.empty}</p>
      ) : null}
      {page.items.map((item) => (
        <Fragment key={itemKey(item)}>{card(item)}</Fragment>
      ))}
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
