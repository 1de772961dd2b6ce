// The mobile main menu as a page (the bottom menu's last link): the same menu as the mobile header's
// panel, with the profile, lite mode and sign-out.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import type { ShellData } from "./_shell";
import { MainMenu } from "~/shell/ui/menu";
import { pageTitle } from "~/shared/ui/meta";
import { shell as t } from "~/shell/messages";

export const meta: MetaFunction = () => pageTitle(t.menu);
export const handle = { title: t.menu };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

export default function MenuPage() {
  const shell = useRouteLoaderData<ShellData>("routes/_shell");
  const location = useLocation();
  if (!shell) return null;
  return (
    <section className="card">
      <h1 className="page-title">{t.menu}</h1>
      <MainMenu data={shell} here={location.pathname + location.search} />
    </section>
  );
}
