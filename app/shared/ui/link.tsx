// Links to the portal's pages. Remix's <Link> costs about 0.1 ms of server time each: per link it
// resolves the address against the matched routes (twice, with JSON round trips), builds a URL and a
// click handler. The shell's 50 links were 40 % of a signed-in page's server time (12.8 → 7.9 ms per
// /vacancies on the bench machine). These render the same markup, <a href data-discover>, from the
// address alone; one listener (useAppLinks, mounted once in root) turns a plain click on any of them into
// the same client-side navigation Remix's Link does. Without JavaScript they are plain links either way.
import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, useContext, useEffect, type AnchorHTMLAttributes } from "react";

/** BASE_PATH ("" or "/portal"), provided once by root's Layout. */
const BasePath = createContext("");
export const BasePathProvider = BasePath.Provider;
/** BASE_PATH, for addresses that are not links (an image's src). */
export const useBasePath = () => useContext(BasePath);

/** Marks the anchors the listener navigates to in the page (a reloadDocument link goes without it). */
export const MARK = "data-app-link";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /**
   * A portal path ("/news/5?x=1"), "?…" or "#…" on this page, or another site's address (left to the
   * browser). The portal writes no route-relative paths ("edit"): the browser would resolve them
   * against the address, not the route as Remix's Link did.
   */
  to: string;
  /** A full document load (the next page comes with its own scripts or none). */
  reloadDocument?: boolean;
}

/** The href of a portal path under BASE_PATH, as Remix's useHref writes it ("/" → "/portal"). */
export function hrefOf(basePath: string, to: string): string {
  if (!basePath || !to.startsWith("/")) return to;
  return to === "/" ? basePath : to.startsWith("/?") || to.startsWith("/#") ? basePath + to.slice(1) : basePath + to;
}

/** "https://…", "mailto:…", "//host/…": not a page of the portal. */
const ELSEWHERE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, reloadDocument, ...attributes }: LinkProps) {
  const basePath = useContext(BasePath);
  // Remix discovers the routes of the pages linked (data-discover) and the listener navigates to them.
  const page = !to.startsWith("#") && !ELSEWHERE.test(to);
  return (
    // In Remix's order (href last), so the markup is what it was.
    <a
      {...attributes}
      {...(page && !reloadDocument ? { [MARK]: "" } : {})}
      {...(page ? { "data-discover": "true" } : {})}
      href={hrefOf(basePath, to)}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this very path, not on the pages under it. */
  end?: boolean;
}

/** Whether the page at `pathname` is `to`'s or (unless `end`) under it, as Remix's NavLink decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = to.split(/[?#]/)[0]!.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  if (end || !here.startsWith(target)) return false;
  const slashAt = target.endsWith("/") ? target.length - 1 : target.length;
  return here.charAt(slashAt) === "/";
}

/** A menu link: `class="… active"` and aria-current="page" on its own page and the pages under it. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const active = isActivePath(useLocation().pathname, props.to, end);
  return (
    <Link
      {...props}
      className={[className, active ? "active" : null].filter(Boolean).join(" ")}
      aria-current={active ? "page" : undefined}
    />
  );
}

/** Why a click is the browser's to handle: not the main button, a modifier (new tab), another target, a download. */
function browserHandles(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (link.target !== "" && link.target !== "_self") ||
    link.hasAttribute("download")
  );
}

/**
 * The one click handler of the portal's links: a plain click on an <a data-app-link> of this origin
 * under BASE_PATH navigates inside the app (replacing the entry when it is the address already shown,
 * as Remix's Link does). On window, so a link's own onClick (the back arrow) has had its say first.
 */
export function useAppLinks(basePath: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${MARK}]`) : null;
      if (!(link instanceof HTMLAnchorElement) || browserHandles(event, link)) return;
      const url = new URL(link.href);
      const inBase = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
      if (url.origin !== window.location.origin || !inBase) return;
      event.preventDefault();
      const to = (url.pathname.slice(basePath.length) || "/") + url.search + url.hash;
      const shown = window.location.pathname + window.location.search + window.location.hash;
      navigate(to, { replace: url.pathname + url.search + url.hash === shown });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate, basePath]);
}
