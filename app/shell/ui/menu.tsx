// The portal's main menu on phones: the person (their profile), the sections, help, the admin area,
// lite mode and sign-out. One component, shown both in the mobile header's menu panel and on the
// /menu page of the bottom menu, so the two never differ.
import { Form } from "@remix-run/react";
import { Link, NavLink } from "~/shared/ui/link";
import type { ShellData } from "~/shell/routes/_shell";
import type { NavItem } from "~/shell/server/nav.server";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { shell } from "~/shell/messages";

const t = shell;

export function MainMenu({ data, here }: { data: ShellData; here: string }) {
  const { user } = data;
  return (
    <nav aria-label={t.mainMenu} className="mobile-menu">
      <Link to={`/user/${user.id}`} className="mobile-menu__user">
        <Avatar id={user.id} name={user.name} surname={user.surname} filePath={user.avatarFile?.filePath} basePath={data.basePath} />
        <span>
          {user.name} {user.surname}
          <br />
          <span className="muted">{t.profile}</span> <WorkStatus status={user.userWorkStatus} />
        </span>
      </Link>
      <ul>
        {data.nav.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} />
            {item.submenu.length > 0 ? (
              <ul>
                {item.submenu.map((sub) => (
                  <li key={sub.id}>
                    <NavItemLink item={sub} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        {data.helpFaqId != null ? (
          <li>
            <Link to={`/knowledge/faq/${data.helpFaqId}`}>{t.help}</Link>
          </li>
        ) : null}
        {data.abilities.adminLink ? (
          <li>
            <Link to="/admin">{t.administrator}</Link>
          </li>
        ) : null}
      </ul>
      <div className="mobile-menu__actions">
        <LiteSwitch lite={data.lite} here={here} />
        <LogoutButton />
      </div>
    </nav>
  );
}

/** A menu item: external addresses open in a new tab, the portal's own pages as app links. */
export function NavItemLink({ item }: { item: NavItem }) {
  if (item.url) {
    return (
      <a href={item.link} target="_blank" rel="noreferrer" id={item.elementId ?? undefined}>
        {item.name}
      </a>
    );
  }
  return (
    <NavLink to={item.link} id={item.elementId ?? undefined}>
      {item.name}
    </NavLink>
  );
}

/** Lite mode on or off: a full document load, so the next page comes with or without scripts. */
export function LiteSwitch({ lite, here }: { lite: boolean; here: string }) {
  return (
    <Form method="post" action="/settings/lite" reloadDocument>
      <input type="hidden" name="lite" value={lite ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className="dropdown__button" title={t.liteHint}>
        {lite ? t.liteOff : t.liteOn}
      </button>
    </Form>
  );
}

export function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="dropdown__button">
        {t.logout}
      </button>
    </Form>
  );
}
