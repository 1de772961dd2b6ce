// /group/{id}: the group's posts (the Публикации tab, issue #14 point 5). The feed owns posts: its composer
// for those who may post here (members, administrators) and a page of the group's posts, pinned first,
// then newest first, with the "Показать ещё" keyset link, come as HTML the feed renders on the server;
// every control is a plain form posting here (`/group/{id}?index`) with the feed's intents. A closed
// group's page is its card for others (the frame shows it and why, with the request button): this loader
// refuses nothing, it loads no posts for them; its action refuses their forms (403).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { requireSignedIn } from "~/platform/remix.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { COMPOSER_MAX_BYTES, feedPageAction, groupFeedLoader } from "~/features/feed/server/pages.server";
import { loadFeedEnhancements } from "~/features/feed";
import { feedStyles } from "~/features/feed/styles";
import { groupOfPage, readableGroupOfPage } from "~/features/groups/index.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: feedStyles }];
/** The composer's body limit (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = COMPOSER_MAX_BYTES;

export async function loader(args: LoaderFunctionArgs) {
  const actor = requireSignedIn(args.request, args.context);
  const group = await groupOfPage(args.context, actor, args.params.id);
  if (!group.canRead) return { composer: null, feed: null };
  return groupFeedLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  const actor = requireSignedIn(args.request, args.context);
  await readableGroupOfPage(args.context, actor, args.params.id);
  return feedPageAction(args);
}

/** A block the server rendered to HTML (the feed's server/page-html.server.tsx). */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function GroupPosts() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The feed's enhancements with JavaScript: loaded lazily, started again on a block rendered anew.
  useEffect(() => {
    const started = loadFeedEnhancements().then((m) => m.enhanceFeed("feed"));
    return () => void started.then((stop) => stop());
  }, [page]);
  const composer = reply && "composer" in reply ? reply.composer : page.composer;
  const feed = reply && "feed" in reply ? reply.feed : page.feed;
  return (
    <>
      {composer ? <PageOnlyBlock as="div" id="feed-composer" value={composer} render={html} /> : null}
      {feed ? <PageOnlyBlock as="div" id="feed" className="feed" value={feed} render={html} /> : null}
    </>
  );
}
