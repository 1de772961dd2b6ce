// The frame around every signed-in page. The mobile panels and the header's section menus are
// <details> elements, so they open and close without JavaScript; with it, opening one locks page
// scrolling, Escape closes it (focus back on its button) and any navigation closes them. The desktop
// header's dropdowns are popovers (./header.tsx), which the browser itself closes on Escape.
import { useLocation, useMatches, useRevalidator } from "@remix-run/react";
import { Link, NavLink } from "~/shared/ui/link";
import { PageOnlyBlock, type PageOnly } from "~/shared/ui/page-only";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ShellData } from "~/shell/routes/_shell";
import { Icon, type Glyph } from "~/shared/ui/icons";
import { Logo } from "~/shared/ui/logo";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { Toasts } from "./toasts";
import { Header, SearchForm, badgeText } from "./header";
import { MainMenu } from "./menu";
import { NAV_LISTS, markActiveLinks } from "./nav-lists";
import { WelcomeMessage } from "./welcome";
import { common, pages, portalName } from "~/shared/messages";
import { shell } from "~/shell/messages";

const t = shell;

export interface RouteHandle {
  /** Title of the mobile header. */
  title?: string;
  /** Where the mobile back arrow leads without JavaScript. */
  backTo?: string;
  /**
   * Shows the group menu in the mobile header (the news page), its button drawn with the groups' glyph the
   * page hands over: the shell names no feature's icon, and no other page ships it.
   */
  groupMenu?: { icon: Glyph };
  /** A button the page adds to the mobile header (the vacancies' filter button, part 1 §2.2). */
  headerButton?: ReactNode;
}

/**
 * The unread count: the page's until the stream's first (./live-count.ts, fetched after hydration so it is
 * in no page's first load). Every change of the count is published to the stream, so from then on it is
 * the truth; the page's own count is the fallback while it connects or where it cannot. The same lazy chunk
 * (./after-load.ts) starts the push client.
 */
function useLiveCount(fromPage: number, basePath: string): number {
  const [live, setLive] = useState<number | null>(null);
  // The bell's panel reloads with it (after-load.ts): Remix's revalidate, stable for the page's life.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const stop = import("./after-load").then((m) => m.afterLoad(basePath, setLive, revalidate));
    return () => void stop.then((s) => s());
  }, [basePath, revalidate]);
  return live ?? fromPage;
}

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle: RouteHandle = {};
  for (const match of matches) Object.assign(handle, (match.handle ?? {}) as RouteHandle);
  return handle;
}

/** Open <details> panels inside the shell. */
const openPanels = (root: HTMLElement) => root.querySelectorAll<HTMLDetailsElement>("details[data-panel][open]");

/** Closes panels and popovers on navigation, locks page scroll while a panel is open, Escape closes. */
function usePanels(container: React.RefObject<HTMLElement>, basePath: string) {
  const location = useLocation();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    // The menu lists are the server's HTML for the page they came with: re-marked for this one.
    markActiveLinks(location.pathname, basePath);
    openPanels(root).forEach((d) => (d.open = false));
    root.querySelectorAll<HTMLElement>("[popover]").forEach((p) => p.matches(":popover-open") && p.hidePopover());
    document.body.classList.remove("scroll-locked");
  }, [location, container, basePath]);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onToggle = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.hasAttribute("popover")) {
        // The search popover puts the cursor in its field at once.
        if ((event as ToggleEvent).newState === "open" && target.dataset.focusFirst) target.querySelector("input")?.focus();
        return;
      }
      if (!(target instanceof HTMLDetailsElement) || !target.dataset.panel) return;
      if (target.open) {
        // One panel at a time.
        openPanels(root).forEach((d) => d !== target && (d.open = false));
      }
      const locking = root.querySelector("details[data-panel][data-lock][open]");
      document.body.classList.toggle("scroll-locked", Boolean(locking));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = [...openPanels(root)];
      if (open.length === 0) return;
      open.forEach((d) => (d.open = false));
      document.body.classList.remove("scroll-locked");
      // Back to the button that opened it, so keyboard users continue where they were.
      open[0]!.querySelector<HTMLElement>(":scope > summary")?.focus();
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
  usePanels(ref, data.basePath);
  const handle = useRouteHandle();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { user } = data;
  const profile = `/user/${user.id}`;
  const unread = useLiveCount(user.countNotifications2, data.basePath);
  const title = handle.title ?? data.sectionTitle ?? portalName;
  const atHome = location.pathname === "/" || location.pathname === "/main";

  return (
    <div className="shell" ref={ref} id="top">
      <a className="skip-link" href="#content">
        {t.skipToContent}
      </a>

      <Header data={data} here={here} unread={unread} />

      {/* Mobile header (under 992 px). Its title repeats the page's own h1, so it is not a heading. */}
      <header className="mobile-header">
        {atHome ? (
          <Link to="/" className="icon-button" aria-label={pages.main}>
            <Logo />
          </Link>
        ) : (
          <BackLink to={handle.backTo ?? "/"} />
        )}
        <p className="mobile-header__title">{title}</p>
        {handle.groupMenu ? <GroupMenu icon={handle.groupMenu.icon} /> : null}
        {handle.headerButton}
        <details className="panel" data-panel data-lock>
          <summary className="icon-button" aria-label={t.search}>
            <PanelIcon name="search" />
          </summary>
          <div className="panel__sheet">
            <SearchForm className="panel__search" />
          </div>
        </details>
        <details className="panel" data-panel data-lock>
          <summary className="icon-button" aria-label={t.openMenu}>
            <PanelIcon name="menu" />
          </summary>
          <div className="panel__sheet">
            <MainMenu data={data} here={here} id={NAV_LISTS.panel} />
          </div>
        </details>
      </header>

      <div className="layout">
        <main className="content" id="content" tabIndex={-1}>
          {data.welcome && atHome ? <WelcomeMessage texts={data.welcome} here={here} /> : null}
          {/* Эмилия's banner: its place, HTML the assistant feature draws (its script is the lazy after-load chunk's). */}
          {atHome && data.emilia !== null ? <PageOnlyBlock as="div" id="emilia" value={data.emilia} html={(html) => html} /> : null}
          {children}
        </main>
        <SidePanel data={data} />
      </div>

      <nav className="bottom-menu" aria-label={t.menu}>
        <BottomLink to="/main" icon="home" label={pages.main} />
        <BottomLink to="/search" icon="search" label={t.search} />
        <BottomLink to={`${profile}/notification`} icon="bell" label={t.notifications} badge={unread} />
        <BottomLink to="/favorites?type=CONTACT" icon="star" label={t.favorites} />
        {/* The menu page's lite switch brings the person back to the page they opened the menu from. */}
        <BottomLink to={location.pathname === "/menu" ? "/menu" : `/menu?from=${encodeURIComponent(here)}`} icon="menu" label={t.menu} />
      </nav>

      {/* Outside <main>: the toast overlays the page instead of pushing its content down. */}
      <Toasts toast={data.toast} />
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

/**
 * The news page's group menu: its content is the page's `groupMenu` data, HTML the groups feature renders
 * on the server (the shell does not import groups, and ships no code to draw the list). Page-only data:
 * the reader's groups (up to 50) are in the page's HTML once, not again in its hydration data.
 */
function GroupMenu({ icon }: { icon: Glyph }) {
  const menu = useMatches()
    .map((m) => (m.data as { groupMenu?: string | PageOnly } | undefined)?.groupMenu)
    .find(Boolean);
  return (
    <details className="panel" data-panel data-lock>
      <summary className="icon-button" aria-label={t.groups}>
        <PanelIcon name={icon} />
      </summary>
      {menu ? (
        <PageOnlyBlock
          as="div"
          id="group-menu"
          className="panel__sheet"
          value={menu}
          render={(html) => <div dangerouslySetInnerHTML={{ __html: html }} />}
        />
      ) : null}
    </details>
  );
}

function SidePanel({ data }: { data: ShellData }) {
  return (
    <aside className="side-panel" aria-label={t.quickLinks}>
      <section className="card">
        <Link to={`/user/${data.user.id}`} className="side-panel__user">
          <Avatar
            id={data.user.id}
            name={data.user.name}
            surname={data.user.surname}
            filePath={data.user.avatarFile?.filePath}
            basePath={data.basePath}
            size={48}
          />
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
        <PageOnlyBlock as="ul" id={NAV_LISTS.quick} className="link-list" value={data.menus} html={(lists) => lists.quick} />
      </section>
    </aside>
  );
}

function BottomLink({ to, icon, label, badge }: { to: string; icon: Parameters<typeof Icon>[0]["name"]; label: string; badge?: number }) {
  // Named by its visible text: the label, then the count on the badge.
  return (
    <NavLink to={to} className="bottom-menu__link">
      <Icon name={icon} />
      <span className="bottom-menu__label">{label}</span>
      {badge && badge > 0 ? (
        <span className="badge">
          <span className="visually-hidden">: </span>
          {badgeText(badge)}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Goes back in history with JavaScript, by the navigation state's back counter when a page set one (part 1
 * §2.2: a vacancy opened by its create form has -2, so the form is skipped), else one step; a plain link to
 * the parent page without it.
 */
function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="icon-button"
      aria-label={common.back}
      onClick={(event) => {
        const back = window.history.state?.usr?.back;
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.go(back < 0 ? back : -1);
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
    <a ref={ref} href="#top" className="back-to-top back-to-top--static" aria-label={common.backToTop}>
      <Icon name="up" />
    </a>
  );
}
