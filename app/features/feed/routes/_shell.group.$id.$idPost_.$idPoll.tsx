// /group/{id}/{idPost}/{idPoll}: the group post's page at its poll (a redirect to the poll's anchor, as the
// feed's /news/{id}/{idPoll}); another post's poll, a post of another group or one the reader may not see: 404.
// `$idPost_`: inside the group's frame, not inside the post's page (whose loader would count a view).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { RefusalBoundary } from "~/shared/ui/refusal";
import { pollPageLoader } from "~/features/feed/server/pages.server";
import { readableGroupOfPage } from "~/features/groups/index.server";

export async function loader(args: LoaderFunctionArgs) {
  const actor = requireSignedIn(args.request, args.context);
  await readableGroupOfPage(args.context, actor, args.params.id);
  return pollPageLoader(args);
}

export { RefusalBoundary as ErrorBoundary };

export default function GroupPollAddress() {
  return null;
}
