// Blocks a page shows once. A loader hands big rendered data (a document's text, the acknowledgement
// report) through pageOnly() (platform/remix.server.ts): on a document request the value stays with the
// server's render, here through PageOnlyProvider (entry.server.tsx), and the page's hydration data carries
// only the stand-in `{ pageOnly: key }`, so the browser does not download the text twice. While the browser
// hydrates, the block keeps the markup the server sent; after a data request (a client navigation, a
// revalidation) the loader's value is the data itself and the block renders from it.
import { createContext, createElement, useContext, useState, type HTMLAttributes, type ReactNode } from "react";

/** What a loader's data carries in place of a value the page's HTML already shows. */
export interface PageOnly {
  pageOnly: string;
}

export const isPageOnly = (value: unknown): value is PageOnly =>
  typeof value === "object" && value !== null && typeof (value as { pageOnly?: unknown }).pageOnly === "string";

const PageOnlyData = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The server's render only (entry.server.tsx): the values pageOnly() kept for this request. */
export const PageOnlyProvider = PageOnlyData.Provider;

/**
 * The data behind a loader's value: the value itself, or on the server the one pageOnly() kept;
 * undefined in the browser when the page's HTML already shows it (the stand-in came with the page).
 */
export function usePageOnly<T>(value: T | PageOnly): T | undefined {
  const kept = useContext(PageOnlyData);
  if (!isPageOnly(value)) return value;
  return kept?.get(value.pageOnly) as T | undefined;
}

/**
 * The inner HTML of the element with this id as the server sent it, read once when the browser first
 * renders the component: as it hydrates, and again should React give up hydrating and render the page
 * afresh (the server's HTML is still there then). "" when not wanted (no id, or the data is at hand).
 */
export function useMarkupInPage(id: string | undefined, wanted: boolean): string {
  const [markup] = useState(() =>
    wanted && id !== undefined && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? "") : "",
  );
  return markup;
}

/**
 * An element whose content is rendered from page-only data: from the data where it is at hand (the
 * server; the browser after a data request), and as the server's markup, untouched, while the browser
 * hydrates a page that showed it. The element itself (tag, id, attributes) is the same either way.
 * `render` draws the content with React; `html` gives it as HTML the server rendered once (the shell's menus).
 */
export function PageOnlyBlock<T>({
  as,
  id,
  value,
  render,
  html,
  ...attributes
}: {
  as: "section" | "div" | "ul";
  id: string;
  value: T | PageOnly;
} & ({ render: (data: T) => ReactNode; html?: never } | { html: (data: T) => string; render?: never }) &
  Omit<HTMLAttributes<HTMLElement>, "id" | "children" | "dangerouslySetInnerHTML">) {
  const data = usePageOnly(value);
  const markup = useMarkupInPage(id, data === undefined);
  if (data !== undefined && render) return createElement(as, { ...attributes, id, key: "data" }, render(data));
  // React does not compare or rewrite an element's inner HTML when it hydrates: the server's stays as it is.
  const inner = data !== undefined && html ? html(data) : markup;
  return createElement(as, { ...attributes, id, key: "page", suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: inner } });
}
