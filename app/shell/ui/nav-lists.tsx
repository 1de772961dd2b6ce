// The menu's lists, drawn from the stored menu alone: the desktop sections, the phone menu's list and the
// side panel's quick links. They hold nothing of the person but the rights that show a link (help, admin),
// so the server renders each once per menu, rights and active item (server/nav-html.server.tsx) and every
// page reuses the HTML. A link is marked active on its own page and those under it, as Remix's NavLink;
// after a move inside the app, markActiveLinks re-marks them in the browser (no attribute of their own:
// the address is the link's).
import { Link, isActivePath } from "~/shared/ui/link";
import { Icon } from "~/shared/ui/icons";
import type { NavItem } from "~/shell/server/nav.server";
import { shell } from "~/shell/messages";

/** What the lists show besides the menu itself. */
export interface NavListsOptions {
  /** The path of the page (without BASE_PATH), for the active link. */
  pathname: string;
  helpFaqId: number | null;
  adminLink: boolean;
}

/**
 * What draws a top-level section's icon before its name (ui/section-icon-mark.tsx), handed in by the server's
 * rendering (server/nav-html.server.tsx): this module is in every page's scripts (NAV_LISTS, markActiveLinks),
 * and the set's glyphs are not.
 */
export type SectionMark = (props: { item: NavItem }) => JSX.Element | null;

/** A menu item: external addresses open in a new tab, the portal's own pages as app links marked when active. */
export function NavItemLink({ item, pathname, mark = null }: { item: NavItem; pathname: string; mark?: JSX.Element | null }) {
  if (item.url) {
    return (
      <a href={item.link} target="_blank" rel="noreferrer" id={item.elementId ?? undefined}>
        {mark}
        {item.name}
      </a>
    );
  }
  return <PortalLink to={item.link} pathname={pathname} id={item.elementId ?? undefined} text={item.name} mark={mark} />;
}

function PortalLink({
  to,
  pathname,
  id,
  text,
  mark,
}: {
  to: string;
  pathname: string;
  id?: string;
  text: string;
  mark?: JSX.Element | null;
}) {
  const active = isActivePath(pathname, to);
  return (
    <Link to={to} id={id} className={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
      {mark}
      {text}
    </Link>
  );
}

/** The desktop header's sections: the inside of its <ul>; a section with a submenu opens as a dropdown. */
export function DesktopNavItems({ items, pathname, Mark }: { items: NavItem[]; pathname: string; Mark: SectionMark }) {
  return (
    <>
      {items
        .filter((i) => !i.showOnlyMobile)
        .map((item) =>
          item.submenu.length > 0 ? (
            <li key={item.id}>
              <details className="main-nav__group" data-panel data-dropdown>
                <summary>
                  <Mark item={item} />
                  {item.name} <Icon name="chevron" size={16} />
                </summary>
                <ul className="dropdown">
                  {item.submenu.map((sub) => (
                    <li key={sub.id}>
                      <NavItemLink item={sub} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.id}>
              <NavItemLink item={item} pathname={pathname} mark={<Mark item={item} />} />
            </li>
          ),
        )}
    </>
  );
}

/** The phone menu's list (the header's panel and /menu): every item with its submenu, help, the admin area. */
export function MobileNavItems({ items, pathname, helpFaqId, adminLink, Mark }: { items: NavItem[]; Mark: SectionMark } & NavListsOptions) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id}>
          <NavItemLink item={item} pathname={pathname} mark={<Mark item={item} />} />
          {item.submenu.length > 0 ? (
            <ul>
              {item.submenu.map((sub) => (
                <li key={sub.id}>
                  <NavItemLink item={sub} pathname={pathname} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
      {helpFaqId != null ? (
        <li>
          <PortalLink to={`/knowledge/faq/${helpFaqId}`} pathname={pathname} text={shell.help} />
        </li>
      ) : null}
      {adminLink ? (
        <li>
          <PortalLink to="/admin" pathname={pathname} text={shell.administrator} />
        </li>
      ) : null}
    </>
  );
}

/** The side panel's quick links: the first eight pages of the menu (a submenu's pages stand for it). */
const quickLinkItems = (items: NavItem[]) =>
  items
    .flatMap((i) => (i.submenu.length > 0 ? i.submenu : [i]))
    .filter((i) => !i.showOnlyMobile)
    .slice(0, 8);

export function QuickLinkItems({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <>
      {quickLinkItems(items).map((item) => (
        <li key={item.id}>
          <NavItemLink item={item} pathname={pathname} />
        </li>
      ))}
    </>
  );
}

/** The lists' element ids (the phone menu's is in the header's panel and on /menu). */
export const NAV_LISTS = { desktop: "main-nav-list", panel: "menu-panel-list", page: "menu-page-list", quick: "quick-links" } as const;

/** After a move inside the app (the lists' HTML is the server's for the page it was drawn on): the portal's links re-marked. */
export function markActiveLinks(pathname: string, basePath: string) {
  for (const id of Object.values(NAV_LISTS)) {
    document.querySelectorAll<HTMLAnchorElement>(`#${id} a[data-app-link]`).forEach((link) => {
      const active = isActivePath(pathname, link.pathname.slice(basePath.length) || "/");
      link.classList.toggle("active", active);
      if (active) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
  }
}
