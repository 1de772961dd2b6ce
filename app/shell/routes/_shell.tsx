// The application shell of signed-in people: header, side panel, mobile header and bottom menu,
// notification panel, user menu, toasts and the welcome message. Every page inside it is guarded here
// and again in its own loader. Its ErrorBoundary shows what a page without a boundary of its own threw
// (a refusal, an unexpected error) inside the shell, so the person keeps the menu and the way back.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { appPath, appPathname, pageOnly, requireSignedIn } from "~/platform/remix.server";
import { shellAbilities } from "~/shell/policy";
import { toId } from "~/platform/ids";
import { sectionOf } from "~/shell/server/sections";
import { navHtml } from "~/shell/server/nav-html.server";
import { presentNotification, HEADER_PAGE_SIZE } from "~/features/notifications/index.server";
import { bannerBlock } from "~/features/assistant/index.server";
import { welcome } from "~/shell/messages.server";
import { Shell } from "~/shell/ui/shell";
import { RefusalView, refusalMeta } from "~/shared/ui/refusal";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const s = context.services;
  // A newer consent text than the person accepted: she accepts it before any page of the shell opens (no
  // statement while only version 1 exists or once she is known to have accepted; else one indexed lookup).
  if ((await s.consents.pendingFor(actor)) !== null) {
    throw redirect(`/consent?redirectTo=${encodeURIComponent(appPath(request, context))}`);
  }
  const [user, nav, help, latest, toast] = await Promise.all([
    s.users.getShortCurrent(actor),
    s.nav.menu(),
    s.settings.keptValue("FAQ_PORTAL_ID"),
    s.notifications.list(actor, { pageNumber: 0, pageSize: HEADER_PAGE_SIZE, onlyNotShowed: true }),
    s.auth.takeFlash(actor),
  ]);
  const now = new Date();
  const path = appPath(request, context);
  const abilities = shellAbilities(actor);
  const helpFaqId = toId(help);
  // Only what the shell shows of the short user: every signed-in page's hydration data carries it, and the
  // rest (roles, department, phones) kept the home page over its script budget (scripts/size-budgets.ts).
  const { id, name, surname, position, avatarFile, userWorkStatus, needShowWelcome, countNotifications2 } = user;
  const pathname = appPathname(request, context);
  // Эмилия's banner (spec part 1 §4): due once the welcome is done; its block is drawn on the home page only.
  const atHome = pathname === "/" || pathname === "/main";
  const emilia = await bannerBlock(request, context, actor, { atHome, needShowWelcome });
  return {
    user: { id, name, surname, position, avatarFile, userWorkStatus, countNotifications2 },
    // Its texts only while it is due (the welcome message of the first visits).
    welcome: needShowWelcome
      ? {
          title: welcome.welcomeTitle(name),
          text: welcome.welcomeText,
          close: welcome.welcomeClose,
          // The guide article its editors chose for the welcome (Эмилия's), when this person may read it; read
          // on the home page only, where the message is shown (its statements: first visits only).
          article: !atHome
            ? null
            : await s.emiliaWelcome
                .forWelcome(actor)
                .then((a) => a && { lead: welcome.welcomeArticle, name: a.name, href: `/knowledge/guide/article/${a.id}` }),
        }
      : null,
    // The menu's lists as HTML rendered once per menu, rights and active link (server/nav-html.server.tsx),
    // in the page's HTML only: the menu itself is in no page's hydration data.
    menus: pageOnly(context, "menus", navHtml(nav, context.basePath, { pathname, helpFaqId, adminLink: abilities.adminLink })),
    helpFaqId,
    // The bell's list is in the page's HTML once (ADR 0016); the panel's script reads the ids it shows from there.
    notifications: pageOnly(
      context,
      "bell",
      latest.map((n) => presentNotification(n, now)),
    ),
    toast,
    emilia,
    abilities,
    lite: context.lite,
    basePath: context.basePath,
    path,
    // The mobile header's title where the page names none; the section table stays on the server.
    sectionTitle: sectionOf(path)?.title ?? null,
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

/** A refused page keeps the title it had; otherwise each page names itself. */
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : []);

export function ErrorBoundary() {
  const error = useRouteError();
  // The shell's own loader may be what failed: then there is no frame to draw the page in.
  const data = useRouteLoaderData<typeof loader>("routes/_shell");
  if (!data) return <RefusalView error={error} />;
  return (
    <Shell data={data}>
      <RefusalView error={error} />
    </Shell>
  );
}
