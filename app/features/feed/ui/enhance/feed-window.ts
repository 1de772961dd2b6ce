// The bookkeeping of the infinite feed's sliding window (issue #12 point 1): which pages are in the
// DOM, which were dropped above them («Показать более новые» loads them back) and where the next link
// points. Pure, so it is unit-tested (tests/feed-window.test.ts); feed-scroll.client.ts moves the DOM.

/** How many pages the feed keeps in the DOM at most (ours; the spec gives no value). */
export const WINDOW_PAGES = 5;

/** A page of the feed: the cursor it was fetched with (null: the first page) and its items' element ids. */
export interface WindowPage {
  after: string | null;
  ids: string[];
}

export interface FeedWindow {
  /** Cursors of the pages dropped above the window, oldest first: the last one is loaded back first. */
  above: (string | null)[];
  pages: WindowPage[];
  /** The cursor of the page after the window (null: the window reaches the end of the feed). */
  next: string | null;
}

/** A page appended below: the oldest page leaves when the window is full. Returns the page dropped, if any. */
export function appendPage(w: FeedWindow, page: WindowPage, next: string | null): { window: FeedWindow; dropped: WindowPage | null } {
  const pages = [...w.pages, page];
  const dropped = pages.length > WINDOW_PAGES ? pages.shift()! : null;
  return { window: { above: dropped ? [...w.above, dropped.after] : w.above, pages, next }, dropped };
}

/** A page loaded back above: the newest page below leaves when the window is full and the next link points to it. */
export function prependPage(w: FeedWindow, page: WindowPage): { window: FeedWindow; dropped: WindowPage | null } {
  const pages = [page, ...w.pages];
  const dropped = pages.length > WINDOW_PAGES ? pages.pop()! : null;
  return { window: { above: w.above.slice(0, -1), pages, next: dropped ? dropped.after : w.next }, dropped };
}

/** The cursor of the page «Показать более новые» loads (undefined: nothing was dropped above). */
export const newerCursor = (w: FeedWindow): string | null | undefined => (w.above.length > 0 ? w.above[w.above.length - 1] : undefined);

/** What history.state keeps to restore the window on Back: the cursors, not the items. */
export interface SavedWindow {
  above: (string | null)[];
  pages: (string | null)[];
  next: string | null;
  /** The element id of the item at the top of the screen. */
  anchor: string | null;
}

export const saveWindow = (w: FeedWindow, anchor: string | null): SavedWindow => ({
  above: w.above,
  pages: w.pages.map((p) => p.after),
  next: w.next,
  anchor,
});

/** A saved window read back from history.state, or null when it is not one (another page's state, old data). */
export function readSavedWindow(value: unknown): SavedWindow | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<SavedWindow>;
  const cursor = (c: unknown) => c === null || typeof c === "string";
  if (!Array.isArray(v.above) || !v.above.every(cursor) || !Array.isArray(v.pages) || !v.pages.every(cursor)) return null;
  if (v.pages.length === 0 || v.pages.length > WINDOW_PAGES || !cursor(v.next) || !(v.anchor === null || typeof v.anchor === "string"))
    return null;
  return { above: v.above, pages: v.pages, next: v.next ?? null, anchor: v.anchor ?? null };
}

/** The address of the feed page of `after` on the feed at `path` ("/", "/news"). */
export const pageUrl = (path: string, after: string | null) => (after === null ? path : `${path}?after=${encodeURIComponent(after)}`);
