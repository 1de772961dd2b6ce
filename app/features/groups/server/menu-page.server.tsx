// The mobile group menu (issue #14 point 12, part 1 §2.2) as HTML rendered here: «Создать группу», the
// reader's groups (up to 50: avatar, name, «Закрытая» or «Открытая») and «Все группы». The pages whose
// handle asks for the menu (the news feed) put it in their data as `groupMenu`, and the shell shows it in its panel: the shell neither imports groups nor ships
// code to draw the list.
import type { AppLoadContext } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import type { SignedIn } from "~/platform/actor";
import { pageOnly } from "~/platform/remix.server";
import type { PageOnly } from "~/shared/ui/page-only";
import { groupMessages as t, groupPageMessages as p } from "../messages";
import { MENU_GROUPS } from "../schema";

type MenuGroup = Awaited<ReturnType<AppLoadContext["services"]["groups"]["menu"]>>[number];

function GroupMenuList({ groups, base }: { groups: MenuGroup[]; base: string }) {
  return (
    <nav className="group-menu" aria-label={t.title}>
      <h2>{t.title}</h2>
      <ul className="link-list">
        <li>
          <a href={`${base}/group-create`}>{t.createGroup}</a>
        </li>
      </ul>
      <h3>{p.menuTitle}</h3>
      {groups.length === 0 ? (
        <p className="muted">{t.menuNoGroups}</p>
      ) : (
        <ul className="people-list">
          {groups.map((g) => (
            <li key={g.id}>
              {g.avatarFile ? (
                <img className="avatar" src={base + g.avatarFile.filePath} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className="avatar avatar--initials" style={{ width: 40, height: 40, background: "#0b5cad" }} aria-hidden="true">
                  {g.name.slice(0, 1)}
                </span>
              )}
              <p>
                <a href={`${base}/group/${g.id}`} className="people-list__name">
                  {g.name}
                </a>
                <br />
                <span className="muted">{g.configClose ? t.closed : t.open}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <ul className="link-list">
        <li>
          <a href={`${base}/group`}>{t.allGroups}</a>
        </li>
      </ul>
    </nav>
  );
}

/** The menu's markup for this reader, page-only: the page's HTML carries it, its hydration data only a stand-in. */
export async function groupMenuHtml(context: AppLoadContext, actor: SignedIn): Promise<string | PageOnly> {
  const groups = await context.services.groups.menu(actor, MENU_GROUPS);
  return pageOnly(context, "group-menu", renderToStaticMarkup(<GroupMenuList groups={groups} base={context.basePath} />));
}
