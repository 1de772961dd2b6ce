// The menu's lists as HTML, rendered once per menu, rights and active links and reused by every page
// (issue #40: the shell drew the menu three times a page, a tenth of an empty page's server time). Nothing
// of the person is in them: the key is the menu as read (read-mostly.server.ts keeps one array until it
// reads the menu again), the rights that show a link, BASE_PATH and which links are active; the test
// proves two people with those equal get the same HTML and nothing else of theirs.
import { renderToStaticMarkup } from "react-dom/server";
import { BasePathProvider, isActivePath } from "~/shared/ui/link";
import { DesktopNavItems, MobileNavItems, QuickLinkItems, type NavListsOptions } from "~/shell/ui/nav-lists";
import { SectionIconMark } from "~/shell/ui/section-icon-mark";
import type { NavItem } from "./nav.server";

export interface NavHtml {
  /** The desktop header's <ul> of sections. */
  desktop: string;
  /** The phone menu's <ul>. */
  mobile: string;
  /** The side panel's <ul> of quick links. */
  quick: string;
}

/** Per menu array (dropped with it), the lists by the rest of the key: a handful of active links each. */
const rendered = new WeakMap<NavItem[], Map<string, NavHtml>>();

/** Every address a list may link to (the menu's, help, the admin area): what can be active. */
function linkedPaths(items: NavItem[], options: NavListsOptions): string[] {
  const paths = items.flatMap((item) => [item, ...item.submenu]).flatMap((item) => (item.url ? [] : [item.link]));
  if (options.helpFaqId != null) paths.push(`/knowledge/faq/${options.helpFaqId}`);
  if (options.adminLink) paths.push("/admin");
  return paths;
}

export function navHtml(items: NavItem[], basePath: string, options: NavListsOptions): NavHtml {
  const active = linkedPaths(items, options).filter((path) => isActivePath(options.pathname, path));
  const key = JSON.stringify([basePath, options.helpFaqId, options.adminLink, active]);
  let byKey = rendered.get(items);
  if (!byKey) {
    byKey = new Map();
    rendered.set(items, byKey);
  }
  const kept = byKey.get(key);
  if (kept) return kept;
  const html = (node: JSX.Element) => renderToStaticMarkup(<BasePathProvider value={basePath}>{node}</BasePathProvider>);
  const lists: NavHtml = {
    desktop: html(<DesktopNavItems items={items} pathname={options.pathname} Mark={SectionIconMark} />),
    mobile: html(<MobileNavItems items={items} {...options} Mark={SectionIconMark} />),
    quick: html(<QuickLinkItems items={items} pathname={options.pathname} />),
  };
  byKey.set(key, lists);
  return lists;
}
