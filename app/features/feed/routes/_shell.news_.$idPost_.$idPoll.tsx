// `/news/{idPost}/{idPoll}`: the post's page at its poll (a redirect to the poll's anchor; another
// post's poll, or a post the reader may not see: 404).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pollPageLoader } from "~/features/feed/server/pages.server";
import { feedMessages as t } from "~/features/feed/messages";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";

export const meta: MetaFunction = ({ error }) => refusalMeta(error);
export const handle = { title: t.postTitle, backTo: "/news" };
export const loader = (args: LoaderFunctionArgs) => pollPageLoader(args);
export { RefusalBoundary as ErrorBoundary };

export default function PollAddress() {
  return null;
}
