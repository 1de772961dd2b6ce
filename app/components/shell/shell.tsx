// The frame around every signed-in page. Panels are <details> elements, so they open and close
// without JavaScript; with it, opening one locks page scrolling and any navigation closes them.
import { Form, Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { ShellData } from "~/routes/_shell";
import { sectionOf } from "~/modules/nav/sections";
import type { NavItem } from "~/modules/nav/nav.server";
import { Icon } from "./icons";
import { Logo } from "./logo";
import { Avatar } from "./avatar";
import { WorkStatus } from "./work-status";
import { Toasts } from "./toasts";
import { WelcomeMessage } from "./welcome";
import { ru } from "~/text/ru";

const t = ru.shell;

export interface RouteHandle {
  /** Title of the mobile header. */
  title?: string;
  /** Where the mobile back arrow leads without JavaScript. */
  backTo?: string;
  /** Shows the group menu in the mobile header (the news page). */
  groupMenu?: boolean;
}

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle: RouteHandle = {};
  for (const match of matches) Object.assign(handle, (match.handle ?? {}) as RouteHandle);
  return handle;
}

/** Closes open panels on navigation and locks page scroll while one is open. */
function usePanels(container: React.RefObject<HTMLElement>) {
  const location = useLocation();
  useEffect(() => {
    container.current?.querySelectorAll<HTMLDetailsElement>("details[data-panel][open]").forEach((d) => (d.open = false));
    document.body.classList.remove("scroll-locked");
  }, [location, container]);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onToggle = (event: Event) => {
      const target = event.target as HTMLElement;
      if (!(target instanceof HTMLDetailsElement) || !target.dataset.panel) return;
      if (target.open) {
        // One panel at a time.
        root.querySelectorAll<HTMLDetailsElement>("details[data-panel][open]").forEach((d) => d !== target && (d.open = false));
      }
      const locking = root.querySelector("details[data-panel][data-lock][open]");
      document.body.classList.toggle("scroll-locked", Boolean(locking));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      root.querySelectorAll<HTMLDetailsElement>("details[data-panel][open]").forEach((d) => (d.open = false));
      document.body.classList.remove("scroll-locked");
    };
    const onClick = (event: MouseEvent) => {
      // A click outside an open dropdown closes it.
      root.querySelectorAll<HTMLDetailsElement>("details[data-panel][data-dropdown][open]").forEach((d) => {
        if (!d.contains(event.target as Node)) d.open = false;
      });
    };
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [container]);
}

export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  usePanels(ref);
  const handle = useRouteHandle();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { user } = data;
  const profile = `/user/${user.id}`;
  const unread = user.countNotifications2;
  const title = handle.title ?? sectionOf(location.pathname)?.title ?? ru.portalName;
  const atHome = location.pathname === "/" || location.pathname === "/main";

  return (
    <div className="shell" ref={ref} id="top">
      <a className="skip-link" href="#content">
        {t.skipToContent}
      </a>

      {/* Desktop header (992 px and wider) */}
      <header className="header">
        <div className="header__inner">
          <Link to="/" className="header__logo" aria-label={ru.pages.main}>
            <Logo />
            <span className="header__name">{ru.portalName}</span>
          </Link>
          <MainNav items={data.nav} />
          <div className="header__tools">
            <Form className="header__search" method="get" action="/search" role="search">
              <input type="search" name="q" placeholder={t.searchPlaceholder} aria-label={t.search} minLength={3} />
              <button type="submit" className="icon-button" aria-label={t.find}>
                <Icon name="search" size={20} />
              </button>
            </Form>
            <Link to="/favorites?type=CONTACT" className="icon-button" title={t.favorites} aria-label={t.favorites}>
              <Icon name="star" />
            </Link>
            {data.helpFaqId != null ? (
              <Link to={`/knowledge/faq/${data.helpFaqId}`} className="icon-button" title={t.help} aria-label={t.help}>
                <Icon name="help" />
              </Link>
            ) : null}
            <NotificationPanel data={data} />
            <Link to={profile} className="user-block" aria-label={`${user.name} ${user.surname}`} title={t.profile}>
              <Avatar id={user.id} name={user.name} surname={user.surname} filePath={user.avatarFile?.filePath} basePath={data.basePath} size={36} />
              <span className="user-block__text">
                <span className="user-block__name">
                  {user.name} {user.surname}
                </span>
                <WorkStatus status={user.userWorkStatus} />
              </span>
            </Link>
            <UserMenu data={data} here={here} />
          </div>
        </div>
      </header>

      {/* Mobile header (under 992 px) */}
      <header className="mobile-header">
        {atHome ? (
          <Link to="/" className="icon-button" aria-label={ru.pages.main}>
            <Logo />
          </Link>
        ) : (
          <BackLink to={handle.backTo ?? "/"} />
        )}
        <h1 className="mobile-header__title">{title}</h1>
        {handle.groupMenu ? <GroupMenu /> : null}
        <details className="panel" data-panel data-lock>
          <summary className="icon-button" aria-label={t.search}>
            <PanelIcon name="search" />
          </summary>
          <div className="panel__sheet">
            <Form method="get" action="/search" role="search" className="panel__search">
              <input type="search" name="q" placeholder={t.searchPlaceholder} aria-label={t.search} minLength={3} />
              <button type="submit" className="button button--primary">
                {t.find}
              </button>
            </Form>
          </div>
        </details>
        <details className="panel" data-panel data-lock>
          <summary className="icon-button" aria-label={t.openMenu}>
            <PanelIcon name="menu" />
          </summary>
          <div className="panel__sheet">
            <MobileMenu data={data} here={here} />
          </div>
        </details>
      </header>

      <div className="layout">
        <main className="content" id="content" tabIndex={-1}>
          <Toasts toast={data.toast} />
          {user.needShowWelcome && atHome ? <WelcomeMessage name={user.name} here={here} /> : null}
          {children}
        </main>
        <SidePanel data={data} />
      </div>

      <nav className="bottom-menu" aria-label={t.menu}>
        <BottomLink to="/main" icon="home" label={ru.pages.main} />
        <BottomLink to="/search" icon="search" label={t.search} />
        <BottomLink to={`${profile}/notification`} icon="bell" label={t.notifications} badge={unread} />
        <BottomLink to="/favorites?type=CONTACT" icon="star" label={t.favorites} />
        <BottomLink to="/menu" icon="menu" label={t.menu} />
      </nav>

      <BackToTop />
    </div>
  );
}

/** A panel's icon, turning into a cross while the panel is open (CSS), so it is clear how to close it. */
function PanelIcon({ name }: { name: Parameters<typeof Icon>[0]["name"] }) {
  return (
    <>
      <span className="panel__icon-closed">
        <Icon name={name} />
      </span>
      <span className="panel__icon-open">
        <Icon name="close" />
      </span>
    </>
  );
}

function MainNav({ items }: { items: NavItem[] }) {
  const desktop = items.filter((i) => !i.showOnlyMobile);
  return (
    <nav className="main-nav" aria-label={t.menu}>
      <ul>
        {desktop.map((item) =>
          item.submenu.length > 0 ? (
            <li key={item.id}>
              <details className="main-nav__group" data-panel data-dropdown>
                <summary>
                  {item.name} <Icon name="chevron" size={16} />
                </summary>
                <ul className="dropdown">
                  {item.submenu.map((sub) => (
                    <li key={sub.id}>
                      <NavItemLink item={sub} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.id}>
              <NavItemLink item={item} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavItemLink({ item }: { item: NavItem }) {
  if (item.url) {
    return (
      <a href={item.link} target="_blank" rel="noreferrer" id={item.elementId ?? undefined}>
        {item.name}
      </a>
    );
  }
  return (
    <NavLink to={item.link} id={item.elementId ?? undefined} prefetch="none">
      {item.name}
    </NavLink>
  );
}

function NotificationPanel({ data }: { data: ShellData }) {
  const unread = data.user.countNotifications2;
  return (
    <details className="dropdown-panel" data-panel data-dropdown>
      <summary className="icon-button" aria-label={`${t.notifications}: ${unread}`}>
        <Icon name="bell" />
        {unread > 0 ? <span className="badge">{unread > 99 ? "99+" : unread}</span> : null}
      </summary>
      <div className="dropdown dropdown--wide">
        <h2 className="dropdown__title">{ru.notifications.title}</h2>
        {data.notifications.length === 0 ? (
          <p className="muted">{ru.notifications.empty}</p>
        ) : (
          <ul className="notification-list">
            {data.notifications.map((n) => (
              <li key={n.id}>
                <p>{n.link ? <Link to={n.link}>{n.text}</Link> : n.text}</p>
                <time dateTime={n.createDate}>{n.when}</time>
              </li>
            ))}
          </ul>
        )}
        <div className="dropdown__footer">
          <Link to={`/user/${data.user.id}/notification`}>{ru.notifications.all}</Link>
          {unread > 0 ? (
            <Form method="post" action="/notifications/read-all">
              <input type="hidden" name="redirectTo" value={data.path} />
              <button type="submit" className="button button--link">
                {ru.notifications.readAll}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </details>
  );
}

function UserMenu({ data, here }: { data: ShellData; here: string }) {
  return (
    <details className="dropdown-panel" data-panel data-dropdown>
      <summary className="icon-button" aria-label={t.menu}>
        <Icon name="chevron" />
      </summary>
      <ul className="dropdown dropdown--right">
        <li>
          <Link to={`/user/${data.user.id}`}>{t.profile}</Link>
        </li>
        {data.abilities.openAdmin ? (
          <li>
            <Link to="/admin">{t.administrator}</Link>
          </li>
        ) : null}
        <li>
          <LiteSwitch lite={data.lite} here={here} />
        </li>
        <li>
          <LogoutButton />
        </li>
      </ul>
    </details>
  );
}

function LiteSwitch({ lite, here }: { lite: boolean; here: string }) {
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

function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="dropdown__button">
        {t.logout}
      </button>
    </Form>
  );
}

function MobileMenu({ data, here }: { data: ShellData; here: string }) {
  return (
    <nav aria-label={t.menu} className="mobile-menu">
      <Link to={`/user/${data.user.id}`} className="mobile-menu__user">
        <Avatar id={data.user.id} name={data.user.name} surname={data.user.surname} filePath={data.user.avatarFile?.filePath} basePath={data.basePath} />
        <span>
          {data.user.name} {data.user.surname}
          <br />
          <WorkStatus status={data.user.userWorkStatus} />
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
        {data.abilities.openAdmin ? (
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

/** The news page's group menu; the groups themselves arrive with the groups feature. */
function GroupMenu() {
  return (
    <details className="panel" data-panel data-lock>
      <summary className="icon-button" aria-label={t.groups}>
        <PanelIcon name="groups" />
      </summary>
      <div className="panel__sheet">
        <h2>{t.groups}</h2>
        <ul className="link-list">
          <li>
            <Link to="/group-create">{t.createGroup}</Link>
          </li>
          <li>
            <Link to="/group">{t.allGroups}</Link>
          </li>
        </ul>
        <p className="muted">{t.noGroups}</p>
      </div>
    </details>
  );
}

function SidePanel({ data }: { data: ShellData }) {
  const quick = data.nav.flatMap((i) => (i.submenu.length > 0 ? i.submenu : [i])).filter((i) => !i.showOnlyMobile).slice(0, 8);
  return (
    <aside className="side-panel" aria-label={t.quickLinks}>
      <section className="card">
        <Link to={`/user/${data.user.id}`} className="side-panel__user">
          <Avatar id={data.user.id} name={data.user.name} surname={data.user.surname} filePath={data.user.avatarFile?.filePath} basePath={data.basePath} size={48} />
          <span>
            <strong>
              {data.user.name} {data.user.surname}
            </strong>
            <br />
            <span className="muted">{data.user.position}</span>
            <br />
            <WorkStatus status={data.user.userWorkStatus} />
          </span>
        </Link>
      </section>
      <section className="card">
        <h2 className="card__title">{t.quickLinks}</h2>
        <ul className="link-list">
          {quick.map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} />
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

function BottomLink({ to, icon, label, badge }: { to: string; icon: Parameters<typeof Icon>[0]["name"]; label: string; badge?: number }) {
  return (
    <NavLink to={to} className="bottom-menu__link" aria-label={badge ? `${label}: ${badge}` : label} prefetch="none">
      <Icon name={icon} />
      {badge && badge > 0 ? <span className="badge">{badge > 99 ? "99+" : badge}</span> : null}
      <span className="bottom-menu__label">{label}</span>
    </NavLink>
  );
}

/** Goes one step back in history with JavaScript; a plain link to the parent page without it. */
function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="icon-button"
      aria-label={ru.common.back}
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      <Icon name="back" />
    </Link>
  );
}

/** Shown at 1425 px and wider; with JavaScript only after 700 px of scrolling. */
function BackToTop() {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (!link) return;
    link.classList.remove("back-to-top--static");
    const onScroll = () => link.classList.toggle("back-to-top--visible", window.scrollY > 700);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <a ref={ref} href="#top" className="back-to-top back-to-top--static" aria-label={ru.common.backToTop}>
      <Icon name="up" />
    </a>
  );
}
