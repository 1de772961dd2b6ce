// The feed's pages render posts and the composer to HTML here, on the server only: their components
// (ui/post-card.tsx, ui/composer.tsx) never reach the browser, so the feed adds no first-load JavaScript
// (issue #12: `/` within 100 KB gzip); every control in them is a plain form or link.
import { renderToStaticMarkup } from "react-dom/server";
import type { Post } from "../types";
import { Composer, type ComposerProps } from "../ui/composer";
import { FeedList, type FeedView } from "../ui/feed-list";
import { PostCard, type CardContext } from "../ui/post-card";

export const feedHtml = (page: FeedView, ctx: CardContext) => renderToStaticMarkup(<FeedList page={page} ctx={ctx} />);

export const postHtml = (post: Post, ctx: CardContext) => renderToStaticMarkup(<PostCard post={post} ctx={ctx} />);

export const composerHtml = (props: ComposerProps) => renderToStaticMarkup(<Composer {...props} />);
