// `/`: the news feed (issue #12 point 1): the composer atop, then a page of posts (20), pinned first, and
// a plain link to the next page. Posts and the composer are HTML rendered on the server (no card code
// in the browser); every control is a plain form posting here with an intent (server/page-actions).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { COMPOSER_MAX_BYTES, feedPageAction, homePageLoader } from "~/features/feed/server/pages.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { pageTitle } from "~/shared/ui/meta";
import { pages } from "~/shared/messages";
import { groupsGlyph } from "~/features/groups";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.title ?? pages.main);
// The shell's mobile group menu, with the groups' own glyph on its button.
export const handle = { title: pages.main, groupMenu: { icon: groupsGlyph } };
/** The composer's body limit (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = COMPOSER_MAX_BYTES;

// The feed and the shell's mobile group menu; the group feed pages import the groups' index, and importing it
// here as well would make its browser stand-in one more shared chunk on the home page.
export const loader = (args: LoaderFunctionArgs) => homePageLoader(args);
export const action = (args: ActionFunctionArgs) => feedPageAction(args);

/** A block the server rendered to HTML (server/page-html.server.tsx). */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function FeedPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The enhancements with JavaScript (ui/enhance): loaded lazily, not first-load; started again on the
  // block React renders anew after a revalidation (the feed link clicked on the feed).
  useEffect(() => {
    const started = import("~/features/feed/ui/enhance/index.client").then((m) => m.enhanceFeed("feed"));
    return () => void started.then((stop) => stop());
  }, [page]);
  return (
    <>
      <h1 className="page-title">{page.title}</h1>
      <PageOnlyBlock as="div" id="feed-composer" value={reply && "composer" in reply ? reply.composer : page.composer} render={html} />
      <PageOnlyBlock as="div" id="feed" className="feed" value={reply && "feed" in reply ? reply.feed : page.feed} render={html} />
    </>
  );
}
