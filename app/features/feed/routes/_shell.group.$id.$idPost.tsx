// /group/{id}/{idPost}: one of the group's posts in the group's frame, as the feed's post page shows it
// (all its comments, `?likes=1`, `?editComment={id}`; opening it counts a view); forms post here with the
// feed's intents. A post of another group, company news, or one the reader may not see: 404.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { requireSignedIn } from "~/platform/remix.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { RefusalBoundary } from "~/shared/ui/refusal";
import { feedPageAction, postPageLoader } from "~/features/feed/server/pages.server";
import { loadFeedEnhancements } from "~/features/feed";
import { feedStyles } from "~/features/feed/styles";
import { readableGroupOfPage } from "~/features/groups/index.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: feedStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const actor = requireSignedIn(args.request, args.context);
  await readableGroupOfPage(args.context, actor, args.params.id);
  return postPageLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  const actor = requireSignedIn(args.request, args.context);
  await readableGroupOfPage(args.context, actor, args.params.id);
  return feedPageAction(args);
}

export { RefusalBoundary as ErrorBoundary };

/** A block the server rendered to HTML (the feed's server/page-html.server.tsx). */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function GroupPost() {
  const page = useLoaderData<typeof loader>();
  // A refused comment form: the post's block again with what was typed beside its field.
  const reply = useActionData<typeof action>();
  useEffect(() => {
    const started = loadFeedEnhancements().then((m) => m.enhanceFeed("post"));
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
