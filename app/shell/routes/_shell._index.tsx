// The home page. The news feed fills it when that feature lands; until then it greets and points on.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import type { ShellData } from "./_shell";
import { pageTitle } from "~/shared/ui/meta";
import { pages } from "~/shared/messages";

export const meta: MetaFunction = () => pageTitle(pages.main);
export const handle = { title: pages.main, groupMenu: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

export default function Home() {
  const shell = useRouteLoaderData<ShellData>("routes/_shell");
  const tiles = (shell?.nav ?? []).filter((i) => i.link !== "/main" && !i.showOnlyMobile);
  return (
    <>
      <h1 className="page-title">{pages.main}</h1>
      <section className="card feed-placeholder">
        <p>{pages.feedSoon}</p>
      </section>
      <ul className="tiles">
        {tiles.map((item) => (
          <li key={item.id}>
            <Link to={item.link} className="tile card">
              <strong>{item.name}</strong>
              {item.submenu.length > 0 ? <span className="muted">{item.submenu.map((s) => s.name).join(" · ")}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
