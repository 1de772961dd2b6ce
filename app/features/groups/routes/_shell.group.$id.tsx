// /group/{id}…: the frame of a group's pages (issue #14 point 5): its header (cover, avatar, name, open or
// closed, member count linking to the members, the membership button, the edit link for its managers)
// and the tabs Публикации · Статьи · Альбомы · Участники. A closed group shows others only this header
// and why; its pages (the children) are not rendered and their loaders refuse on their own.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { groupMessages as t } from "~/features/groups/messages/group";
import { groupOfPage } from "~/features/groups/server/pages.server";
import { GroupHeader, GroupTabs } from "~/features/groups/ui/group-frame";
import { MessageForm } from "~/features/groups/ui/message-form";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error ? refusalMeta(error) : pageTitle(data?.group.name ?? t.title));
export const handle = { title: t.title, backTo: "/group" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await groupOfPage(context, actor, params.id);
  // «Написать руководителям»: its subjects when the reader may write (one query), else null.
  return { group, message: await context.services.groupMessages.formOf(actor, group) };
}

export { RefusalBoundary as ErrorBoundary };

export default function GroupFrame() {
  const { group, message } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  return (
    <div className="group-page">
      <GroupHeader group={group} back={pathname + search} />
      {message ? <MessageForm groupId={group.id} subjects={message.subjects} back={pathname + search} /> : null}
      {group.canRead ? (
        <>
          <GroupTabs groupId={group.id} />
          <Outlet />
        </>
      ) : (
        <p className="card group-page__closed">{t.closedNotice}</p>
      )}
    </div>
  );
}
