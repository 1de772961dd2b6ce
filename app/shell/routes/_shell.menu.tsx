// The mobile main menu as a page (the bottom menu's last link): the same menu as the mobile header's
// panel, with the profile, lite mode and sign-out.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { toId } from "~/platform/ids";
import { requireSignedIn } from "~/platform/remix.server";
import type { ShellData } from "./_shell";
import { MainMenu } from "~/shell/ui/menu";
import { NAV_LISTS } from "~/shell/ui/nav-lists";
import { pageTitle } from "~/shared/ui/meta";
import { shell as t } from "~/shell/messages";
import { Link } from "~/shared/ui/link";

export const meta: MetaFunction = () => pageTitle(t.menu);
export const handle = { title: t.menu };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  // Part 1 §6's two hot-line checks, on this page only (not on every page): write to it, handle its messages.
  const setting = await context.services.settings.keptValue("HOT_LINE_GROUP_ID");
  const hotLineId = setting ? toId(setting) : null;
  return { hotLine: await context.services.groupMessages.hotLine(actor, hotLineId) };
}

/** The page the bottom menu's «Меню» was tapped on (?from=); the server's backTo() checks it is the portal's own. */
function cameFrom(search: string): string | null {
  const from = new URLSearchParams(search).get("from");
  return from && from.startsWith("/") && !from.startsWith("//") ? from : null;
}

export default function MenuPage() {
  const shell = useRouteLoaderData<ShellData>("routes/_shell");
  const { hotLine } = useLoaderData<typeof loader>();
  const location = useLocation();
  if (!shell) return null;
  return (
    <section className="card">
      <h1 className="page-title">{t.menu}</h1>
      <MainMenu data={shell} id={NAV_LISTS.page} here={cameFrom(location.search) ?? location.pathname + location.search} />
      {hotLine.length > 0 ? (
        <ul className="menu-hot-line">
          {hotLine.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
