// `/news/{idPost}`: one post alone with all its comments (opening it counts a view), `?likes=1` with who
// liked it, `?editComment={id}` a comment as a form; forms post here with an intent like the feed's.
// A post the reader may not see: 404 «Публикация не найдена или удалена».
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { feedPageAction, postPageLoader } from "~/features/feed/server/pages.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { feedMessages as t } from "~/features/feed/messages";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error ? refusalMeta(error) : pageTitle(data?.title ?? t.postTitle));
export const handle = { title: t.postTitle, backTo: "/news" };

export const loader = (args: LoaderFunctionArgs) => postPageLoader(args);
export const action = (args: ActionFunctionArgs) => feedPageAction(args);

export { RefusalBoundary as ErrorBoundary };

/** A block the server rendered to HTML (server/page-html.server.tsx). */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function PostPage() {
  const page = useLoaderData<typeof loader>();
  // A refused comment form: the post's block again with what was typed beside its field.
  const reply = useActionData<typeof action>();
  // The enhancements with JavaScript (ui/enhance): loaded lazily, not first-load; started again on the
  // block React renders anew after a revalidation (the feed link clicked on the feed).
  useEffect(() => {
    const started = import("~/features/feed/ui/enhance/index.client").then((m) => m.enhanceFeed("post"));
    return () => void started.then((stop) => stop());
  }, [page]);
  return (
    <PageOnlyBlock
      as="div"
      id="post"
      className="feed feed--single"
      value={reply && "post" in reply ? reply.post : page.post}
      render={html}
    />
  );
}
