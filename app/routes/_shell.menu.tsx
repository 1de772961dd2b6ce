// The mobile main menu as a page (the bottom menu's last link).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/modules/core/remix.server";
import type { ShellData } from "./_shell";
import { pageTitle } from "~/components/meta";
import { ru } from "~/text/ru";

export const meta: MetaFunction = () => pageTitle(ru.shell.menu);
export const handle = { title: ru.shell.menu };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

export default function MenuPage() {
  const shell = useRouteLoaderData<ShellData>("routes/_shell");
  if (!shell) return null;
  return (
    <section className="card">
      <h1 className="page-title">{ru.shell.menu}</h1>
      <ul className="menu-page">
        {shell.nav.map((item) => (
          <li key={item.id}>
            <Link to={item.link}>{item.name}</Link>
            {item.submenu.length > 0 ? (
              <ul>
                {item.submenu.map((sub) => (
                  <li key={sub.id}>
                    <Link to={sub.link}>{sub.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {shell.abilities.openAdmin ? (
          <li>
            <Link to="/admin">{ru.shell.administrator}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
