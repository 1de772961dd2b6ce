// The menu's lists, drawn from the stored menu alone: the desktop sections, the phone menu's list and the
// side panel's quick links. They hold nothing of the person but the rights that show a link (help, admin),
// so the server renders each once per menu, rights and active item (server/nav-html.server.tsx) and every
// page reuses the HTML. A link is marked active on its own page and those under it, as Remix's NavLink;
// after a move inside the app, markActiveLinks re-marks them in the browser (no attribute of their own:
// the address is the link's).
import { Link, isActivePath, useBasePath } from "~/shared/ui/link";
import { Icon } from "~/shared/ui/icons";
import { sectionIconPath } from "~/shell/ui/section-icons";
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
 * A top-level section's icon before its name: a glyph of the set inline, or the uploaded file as an image.
 * Decorative (the name is beside it), 20 px square and sized in the markup, so nothing moves as it loads.
 */
export function SectionIconMark({ item }: { item: Pick<NavItem, "icon" | "iconUrl"> }) {
  const basePath = useBasePath();
  if (item.iconUrl) return <img className="nav-icon" src={`${basePath}${item.iconUrl}`} alt="" width={20} height={20} />;
  const path = sectionIconPath(item.icon);
  if (!path) return null;
  return (
    <svg className="nav-icon" width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** A menu item: external addresses open in a new tab, the portal's own pages as app links marked when active. */
export function NavItemLink({ item, pathname, icon = false }: { item: NavItem; pathname: string; icon?: boolean }) {
  const mark = icon ? <SectionIconMark item={item} /> : null;
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
export function DesktopNavItems({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <>
      {items
        .filter((i) => !i.showOnlyMobile)
        .map((item) =>
          item.submenu.length > 0 ? (
            <li key={item.id}>
              <details className="main-nav__group" data-panel data-dropdown>
                <summary>
                  <SectionIconMark item={item} />
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
              <NavItemLink item={item} pathname={pathname} icon />
            </li>
          ),
        )}
    </>
  );
}

/** The phone menu's list (the header's panel and /menu): every item with its submenu, help, the admin area. */
export function MobileNavItems({ items, pathname, helpFaqId, adminLink }: { items: NavItem[] } & NavListsOptions) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id}>
          <NavItemLink item={item} pathname={pathname} icon />
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
