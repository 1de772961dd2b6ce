// The mobile group menu (issue #14 point 12, part 1 §2.2) as HTML rendered here: «Создать группу», the
// reader's groups (up to 50: avatar, name, «Закрытая» or «Открытая») and «Все группы». The pages whose
// handle asks for the menu (the news feed) put it in their data as `groupMenu`, a string, and the shell
// sets it as its panel's HTML: the shell neither imports groups nor ships code to draw the list. Not
// page-only data: the shell reading that would put the page-only module in every page's first load
// (0.4 KB gzip); the markup is kept short instead (it is in the page's data too).
import type { AppLoadContext } from "@remix-run/node";
import { renderToStaticMarkup } from "react-dom/server";
import type { SignedIn } from "~/platform/actor";
import { groupMessages as t } from "../messages/group";
import { groupPageMessages as p } from "../messages/page";
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
              ) : null}
              <p>
                <a href={`${base}/group/${g.id}`}>{g.name}</a>
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

/** The menu's markup for this reader. */
export async function groupMenuHtml(context: AppLoadContext, actor: SignedIn): Promise<string> {
  const groups = await context.services.groups.menu(actor, MENU_GROUPS);
  return renderToStaticMarkup(<GroupMenuList groups={groups} base={context.basePath} />);
}
