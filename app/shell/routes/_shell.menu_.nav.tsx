// /menu/nav (spec part 1 §2.3): the portal's sections as a page of links, for a phone without scripts: the same
// list as the phone menu (the server's HTML of the stored menu, with help and the admin area for those who
// have them), without the profile and the switches of /menu. Not nested in /menu's page (the "_").
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import type { ShellData } from "./_shell";
import { NAV_LISTS } from "~/shell/ui/nav-lists";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { pageTitle } from "~/shared/ui/meta";
import { shell as t } from "~/shell/messages";
import { Link } from "~/shared/ui/link";

export const meta: MetaFunction = () => pageTitle(t.sectionsNav);
export const handle = { title: t.sectionsNav, backTo: "/menu" };

export function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

export default function MenuNavPage() {
  const shell = useRouteLoaderData<ShellData>("routes/_shell");
  if (!shell) return null;
  return (
    <section className="card">
      <h1 className="page-title">{t.sectionsNav}</h1>
      <nav aria-label={t.sectionsNav} className="mobile-menu">
        <PageOnlyBlock as="ul" id={NAV_LISTS.page} value={shell.menus} html={(lists) => lists.mobile} />
      </nav>
      <p>
        <Link to="/menu">{t.menu}</Link>
      </p>
    </section>
  );
}
