// /group/{id}: the group's posts (the Публикации tab). The feed owns posts; until its list is wired
// here for the group, the tab says there are none. A closed group's page is its card for others (the
// frame shows it and why, with the request button): this loader refuses nothing, it only loads less.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { groupMessages as t } from "~/features/groups/messages";
import { groupOfPage } from "~/features/groups/server/pages.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await groupOfPage(context, actor, params.id);
  return { canRead: group.canRead };
}

export default function GroupPosts() {
  return <p className="card muted group-page__empty">{t.noPosts}</p>;
}
