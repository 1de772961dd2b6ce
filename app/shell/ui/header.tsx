// The desktop header (992 px and wider): logo, sections, search, favourites, help, the bell, the
// person and their menu. Search, bell and user menu are popovers opened by their buttons: the browser
// opens and closes them without JavaScript (lite mode too), closes them on Escape or a click outside,
// returns focus to the button that opened them, and puts their content next in the Tab order.
import { Form } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import type { ShellData } from "~/shell/routes/_shell";
import { Icon } from "~/shared/ui/icons";
import { PageOnlyBlock, type PageOnly } from "~/shared/ui/page-only";
import { Logo } from "~/shared/ui/logo";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { LiteSwitch, LogoutButton } from "./menu";
import { NAV_LISTS } from "./nav-lists";
import { pages, portalName } from "~/shared/messages";
import { bell, shell } from "~/shell/messages";

const t = shell;

// The popover attributes are HTML (Chromium 114+, Firefox 125+, Safari 17+), not yet in React 18's types.
// (The merged interfaces must repeat React's type parameter T, which they do not use.)
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}

/** "99+" past 99: the same text on the badge and in the button's name. */
export const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

/** `unread`: the live count (shell.tsx), not the page's. */
export function Header({ data, here, unread }: { data: ShellData; here: string; unread: number }) {
  const { user } = data;
  return (
    <header className="header">
      <div className="header__inner">
        {/* The portal's name shows beside the logo in the two-row header: a label must hold the visible text. */}
        <Link to="/" className="header__logo" aria-label={`${portalName}, ${pages.main}`}>
          <Logo />
          <span className="header__name">{portalName}</span>
        </Link>
        <MainNav menus={data.menus} />
        <div className="header__tools">
          <HeaderPopover id="header-search" label={t.search} icon={<Icon name="search" />} className="dropdown--search" focusFirstField>
            <SearchForm className="header-search" />
          </HeaderPopover>
          <Link to="/favorites?type=CONTACT" className="icon-button" title={t.favorites} aria-label={t.favorites}>
            <Icon name="star" />
          </Link>
          {data.helpFaqId != null ? (
            <Link to={`/knowledge/faq/${data.helpFaqId}`} className="icon-button" title={t.help} aria-label={t.help}>
              <Icon name="help" />
            </Link>
          ) : null}
          <NotificationPanel data={data} unread={unread} />
          {/* Named by its text (hidden only visually when the header is narrow), described by its title. */}
          <Link to={`/user/${user.id}`} className="user-block" title={t.profile}>
            <Avatar
              id={user.id}
              name={user.name}
              surname={user.surname}
              filePath={user.avatarFile?.filePath}
              basePath={data.basePath}
              size={36}
            />
            <span className="user-block__text">
              <span className="user-block__name">
                {user.name} {user.surname}
              </span>
              <WorkStatus status={user.userWorkStatus} />
            </span>
          </Link>
          <HeaderPopover id="header-user-menu" label={t.userMenu} icon={<Icon name="chevron" />} className="dropdown--right">
            <ul className="dropdown__list">
              <li>
                <Link to={`/user/${user.id}`}>{t.profile}</Link>
              </li>
              {data.abilities.adminLink ? (
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
          </HeaderPopover>
        </div>
      </div>
    </header>
  );
}

/** The shell's search (header popover, mobile panel): a GET form; /search sends it on to /search/all/{query}. */
export function SearchForm({ className }: { className: string }) {
  return (
    <Form method="get" action="/search" role="search" className={className}>
      {/* The results page has a field of its own, refilled with the query; this one stays light on every page. */}
      <input type="search" name="q" placeholder={t.searchPlaceholder} aria-label={t.searchPortal} maxLength={200} />
      <button type="submit" className="button button--primary">
        {t.find}
      </button>
    </Form>
  );
}

/** A header button and the popover it opens (positioned under it by CSS anchor positioning). */
function HeaderPopover({
  id,
  label,
  icon,
  badge,
  className = "",
  focusFirstField = false,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  badge?: string;
  className?: string;
  /** With JavaScript, opening moves focus to the first field (the search input). */
  focusFirstField?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="dropdown-panel">
      <button type="button" className="icon-button header-popover__button" id={`${id}-button`} popovertarget={id} aria-label={label}>
        {icon}
        {badge ? (
          <span className="badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      <div id={id} popover="auto" className={`dropdown header-popover ${className}`} data-focus-first={focusFirstField || undefined}>
        {children}
      </div>
    </div>
  );
}

/** The sections: HTML the server rendered once for this menu (server/nav-html.server.tsx). */
function MainNav({ menus }: { menus: ShellData["menus"] }) {
  return (
    <nav className="main-nav" aria-label={t.sectionsNav}>
      <PageOnlyBlock as="ul" id={NAV_LISTS.desktop} value={menus} html={(lists) => lists.desktop} />
    </nav>
  );
}

type BellNotification = Exclude<ShellData["notifications"], PageOnly>[number];

/** The bell's newest unread notifications: plain forms, so a row opens with JavaScript off as well. */
function BellList({ list, data }: { list: BellNotification[]; data: ShellData }) {
  if (list.length === 0) return <p className="muted">{bell.empty}</p>;
  return (
    <ul className="notification-list">
      {list.map((n) => (
        // The page's rows (notifications/ui/notification-row.tsx) as plain markup here: the bell is on
        // every page, and a component shared with a route would be a chunk of its own in `/`'s budget.
        <li key={n.id}>
          <form method="post" action={`${data.basePath}/notifications/read`}>
            <input type="hidden" name="id" value={n.id} />
            <input type="hidden" name="redirectTo" value={data.path} />
            <button type="submit" className="notification-list__open">
              {n.text}
            </button>
          </form>
          <time dateTime={n.createDate}>{n.when}</time>
        </li>
      ))}
    </ul>
  );
}

function NotificationPanel({ data, unread }: { data: ShellData; unread: number }) {
  return (
    <HeaderPopover
      id="header-notifications"
      label={unread > 0 ? `${t.notifications}: ${badgeText(unread)}` : t.notifications}
      icon={<Icon name="bell" />}
      badge={unread > 0 ? badgeText(unread) : undefined}
      className="dropdown--wide"
    >
      <h2 className="dropdown__title">{bell.title}</h2>
      {/* Page-only (ADR 0016): the list is in the page's HTML once, not again in every page's hydration data. */}
      <PageOnlyBlock as="div" id="bell-list" value={data.notifications} render={(list) => <BellList list={list} data={data} />} />
      <div className="dropdown__footer">
        <Link to={`/user/${data.user.id}/notification`}>{bell.all}</Link>
        {unread > 0 ? (
          <Form method="post" action="/notifications/read-all">
            <input type="hidden" name="redirectTo" value={data.path} />
            <button type="submit" className="button button--link">
              {bell.readAll}
            </button>
          </Form>
        ) : null}
      </div>
    </HeaderPopover>
  );
}
