// The application shell of signed-in people: header, side panel, mobile header and bottom menu,
// notification panel, user menu, toasts and the welcome message. Every page inside it is guarded here
// and again in its own loader.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { formatDistanceToNowStrict } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import { appPath, requireSignedIn } from "~/modules/core/remix.server";
import { shellAbilities } from "~/modules/core/policies";
import { renderNotificationText, HEADER_PAGE_SIZE } from "~/modules/notifications/notifications.server";
import { notificationLink } from "~/modules/notifications/links";
import { Shell } from "~/components/shell/shell";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const s = context.services;
  const [user, nav, help, latest, toast] = await Promise.all([
    s.users.getShortCurrent(actor),
    s.nav.list(),
    s.settings.getOrNull("FAQ_PORTAL_ID"),
    s.notifications.list(actor, { pageNumber: 0, pageSize: HEADER_PAGE_SIZE, onlyNotShowed: true }),
    s.auth.takeFlash(actor),
  ]);
  const now = new Date();
  return {
    user,
    nav,
    helpFaqId: help ? help.value : null,
    notifications: latest.map((n) => ({
      id: n.id,
      text: renderNotificationText(n.text, n.variables),
      link: notificationLink(n.type, n.variables),
      when: formatDistanceToNowStrict(new Date(n.createDate), { locale: ruLocale, addSuffix: true, roundingMethod: "floor" }),
      createDate: n.createDate,
    })),
    toast,
    abilities: shellAbilities(actor),
    lite: context.lite,
    basePath: context.basePath,
    path: appPath(request, context),
    renderedAt: now.toISOString(),
  };
}

export type ShellData = Awaited<ReturnType<typeof loader>>;

export default function ShellRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  );
}
