// The feed's pages render posts and the composer to HTML here, on the server only: their components
// (ui/post-card.tsx, ui/composer.tsx) never reach the browser, so the feed adds no first-load JavaScript
// (issue #12: `/` within 100 KB gzip); every control in them is a plain form or link.
import { renderToStaticMarkup } from "react-dom/server";
import type { Post } from "../types";
import { Composer, type ComposerProps } from "../ui/composer";
import { FeedCard, FeedList, type FeedItem, type FeedView } from "../ui/feed-list";
import { PostCard, type CardContext } from "../ui/post-card";
import { digestOf, renderedOnce } from "~/shared/rendered-once.server";

/** Stands for a card in the page's markup until its HTML replaces it (a control character: React writes it as it is). */
const SLOT = "\u0001";
const SLOTS = /\u0001(\d+)\u0001/g;

/**
 * A page of the feed: the list's markup with a slot per card, each card's HTML rendered once per content
 * (shared/rendered-once.server.ts). A refused comment form under a card is this request's alone: not kept.
 */
export function feedHtml(page: FeedView, ctx: CardContext) {
  const items: FeedItem[] = [];
  const slot = (item: FeedItem) => `${SLOT}${items.push(item) - 1}${SLOT}`;
  const list = renderToStaticMarkup(<FeedList page={page} ctx={ctx} card={slot} />);
  const render = (item: FeedItem) => () => renderToStaticMarkup(<FeedCard item={item} ctx={ctx} />);
  // The context (the stickers, the page's addresses) is the same for every card: digested once, not per card.
  const context = ctx.commentForm ? "" : digestOf(ctx);
  return list.replace(SLOTS, (_, i: string) => {
    const item = items[Number(i)]!;
    return ctx.commentForm ? render(item)() : renderedOnce([item, context], render(item));
  });
}

export const postHtml = (post: Post, ctx: CardContext) => renderToStaticMarkup(<PostCard post={post} ctx={ctx} />);

export const composerHtml = (props: ComposerProps) => renderToStaticMarkup(<Composer {...props} />);
