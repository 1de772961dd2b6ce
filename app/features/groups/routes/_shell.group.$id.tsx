// /group/{id}…: the frame of a group's pages (issue #14 point 5): its header (cover, avatar, name, open or
// closed, member count linking to the members, the membership button, the edit link for its managers)
// and the tabs Публикации · Статьи · Альбомы · Участники. A closed group shows others only this header
// and why; its pages (the children) are not rendered and their loaders refuse on their own.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { appPath, pageOnly, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { groupMessages as t } from "~/features/groups/messages/group";
import { groupOfPage } from "~/features/groups/server/pages.server";
import { GroupHeader, GroupTabs } from "~/features/groups/ui/group-frame";
import { messageFormHtml } from "~/features/groups/server/message-form.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error ? refusalMeta(error) : pageTitle(data?.group.name ?? t.title));
export const handle = { title: t.title, backTo: "/group" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await groupOfPage(context, actor, params.id);
  // «Написать руководителям» when the reader may write (its subjects: one query), drawn here and sent once.
  const message = await context.services.groupMessages.formOf(actor, group);
  const form = message
    ? messageFormHtml({ groupId: group.id, subjects: message.subjects, back: appPath(request, context), basePath: context.basePath })
    : null;
  return { group, message: form === null ? null : pageOnly(context, "group-message", form), basePath: context.basePath };
}

export { RefusalBoundary as ErrorBoundary };

export default function GroupFrame() {
  const { group, message, basePath } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  // Each time the block is drawn (hydrated, or new after a revalidation), its <details> becomes a modal.
  useEffect(() => {
    if (message === null) return;
    void import("~/features/groups/ui/message-dialog.client").then((m) =>
      m.messageDialog(document.getElementById("group-message"), basePath),
    );
  }, [message, basePath]);
  return (
    <div className="group-page">
      <GroupHeader group={group} back={pathname + search} />
      {message ? <PageOnlyBlock as="div" id="group-message" value={message} html={(markup) => markup} /> : null}
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
