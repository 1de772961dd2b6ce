// /group/{id}: the group's posts (the Публикации tab). The feed owns posts; until its list is wired
// here for the group, the tab says there are none.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { groupMessages as t } from "~/features/groups/messages";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  await readableGroupOfPage(context, actor, params.id);
  return null;
}

export default function GroupPosts() {
  return <p className="card muted group-page__empty">{t.noPosts}</p>;
}
