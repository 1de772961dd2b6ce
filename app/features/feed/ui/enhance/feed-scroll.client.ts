// The infinite feed (issue #12 point 1): pages are appended as the plain `rel="next"` link comes near the
// screen (its own address, so the pages are the ones a reader without JavaScript gets); at most 5 stay in
// the DOM (feed-window.ts), the older ones give way to «Показать более новые», which loads them back. The
// window's cursors and the post at the top of the screen are kept in history.state, so Back (after opening
// a post) loads the same pages and brings that post into view again.
import { feedMessages as t } from "../../messages";
import { fetchDocument } from "./dom.client";
import {
  appendPage,
  newerCursor,
  pageUrl,
  prependPage,
  readSavedWindow,
  saveWindow,
  type FeedWindow,
  type WindowPage,
} from "./feed-window";

/** The key of history.state this feed writes beside the router's own. */
const STATE_KEY = "feedWindow";
/** How far below the screen the next page starts loading. */
const AHEAD = "800px";

const afterOf = (href: string | null | undefined): string | null =>
  href ? new URL(href, window.location.href).searchParams.get("after") : null;

/** The list inside #feed that holds the cards and the next link (the block's inner element). */
const listOf = (feed: Element | null | undefined) => (feed?.firstElementChild as HTMLElement | null | undefined) ?? null;
const itemsOf = (list: Element) => Array.from(list.querySelectorAll(":scope > article[id]"));

export function enhanceFeedScroll(feed: HTMLElement, onItem: (item: Element) => void): () => void {
  const list = listOf(feed);
  if (!list) return () => {};
  // What the page showed before, for the cleanup.
  const original = Array.from(list.childNodes);
  // The router's key of this history entry: a navigation to the feed link makes a new one (a fresh feed).
  const entry = (window.history.state as { key?: unknown } | null)?.key;
  const path = window.location.pathname;
  // The last page has no next link: one is made (hidden) for when newer pages push a page out below.
  let nextBox = list.querySelector("a[rel=next]")?.closest<HTMLElement>(".feed__next") ?? null;
  if (!nextBox) {
    nextBox = document.createElement("p");
    nextBox.className = "feed__next";
    nextBox.innerHTML = '<a rel="next" class="button"></a>';
    nextBox.querySelector("a")!.textContent = t.next;
    nextBox.hidden = true;
    list.append(nextBox);
  }
  const nextLink = nextBox.querySelector<HTMLAnchorElement>("a[rel=next]")!;

  let win: FeedWindow = {
    above: [],
    pages: [{ after: afterOf(window.location.search), ids: itemsOf(list).map((el) => el.id) }],
    next: nextBox.hidden ? null : afterOf(nextLink.href),
  };
  let busy = false;
  let stopped = false;

  const newerBox = document.createElement("p");
  newerBox.className = "feed__next feed__newer";
  const newerLink = document.createElement("a");
  newerLink.className = "button";
  newerLink.textContent = t.newer;
  newerBox.append(newerLink);
  newerBox.hidden = true;
  list.prepend(newerBox);

  const render = () => {
    const newer = newerCursor(win);
    newerBox.hidden = newer === undefined;
    if (newer !== undefined) newerLink.href = pageUrl(path, newer);
    nextBox.hidden = win.next === null;
    if (win.next !== null) nextLink.href = pageUrl(path, win.next);
  };

  const anchor = (): string | null => {
    for (const item of itemsOf(list)) if (item.getBoundingClientRect().bottom > 80) return item.id;
    return null;
  };
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The card whose link was followed: pagehide saves it, not whatever is at the top then. */
  let leaving: string | undefined;
  /** Writes the window into this entry's history.state; `at`: the item to come back to (else the top one). */
  const save = (at?: string) => {
    clearTimeout(saveTimer);
    // Only while this page is the current entry: a client navigation may already have left it.
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (stopped || state.key !== entry) return;
    window.history.replaceState({ ...state, [STATE_KEY]: saveWindow(win, at ?? leaving ?? anchor()) }, "");
  };
  const onHide = () => save();
  const saveSoon = () => {
    leaving = undefined;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 200);
  };

  const fetchPage = async (after: string | null) => {
    const { doc } = await fetchDocument(pageUrl(path, after));
    const fetched = listOf(doc.getElementById("feed"));
    if (!fetched) throw new Error("no #feed");
    const items = itemsOf(fetched).map((el) => document.importNode(el, true));
    return { items, next: afterOf(fetched.querySelector("a[rel=next]")?.getAttribute("href")) };
  };
  const remove = (page: WindowPage | null) => page?.ids.forEach((id) => document.getElementById(id)?.remove());
  const page = (after: string | null, items: Element[]): WindowPage => ({ after, ids: items.map((el) => el.id) });

  const append = async () => {
    if (busy || stopped || win.next === null) return;
    busy = true;
    try {
      const after = win.next;
      const { items, next } = await fetchPage(after);
      if (stopped) return;
      // An item already shown (the feed moved while reading) is not shown twice.
      const fresh = items.filter((el) => !document.getElementById(el.id));
      nextBox.before(...fresh);
      fresh.forEach(onItem);
      const step = appendPage(win, page(after, fresh), next);
      remove(step.dropped);
      win = step.window;
      render();
      save();
    } finally {
      busy = false;
    }
    // Still near the screen (short pages): observe again, which reports at once.
    if (!stopped) {
      observer.unobserve(nextBox);
      observer.observe(nextBox);
    }
  };

  const prepend = async () => {
    const after = newerCursor(win);
    if (busy || stopped || after === undefined) return;
    busy = true;
    try {
      const { items } = await fetchPage(after);
      if (stopped) return;
      const fresh = items.filter((el) => !document.getElementById(el.id));
      newerBox.after(...fresh);
      fresh.forEach(onItem);
      const step = prependPage(win, page(after, fresh));
      remove(step.dropped);
      win = step.window;
      render();
      save();
    } finally {
      busy = false;
    }
  };

  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void append().catch(() => {}), {
    rootMargin: `0px 0px ${AHEAD} 0px`,
  });
  // A failed load leaves the plain link, which then works as without JavaScript.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target?.closest("a[rel=next]") === nextLink) {
      event.preventDefault();
      append().catch(() => window.location.assign(nextLink.href));
    } else if (target?.closest("a") === newerLink) {
      event.preventDefault();
      prepend().catch(() => window.location.assign(newerLink.href));
    } else if (target?.closest("a")) {
      // Leaving for a link of a card (the post's page, an author): Back brings that card into view.
      leaving = target.closest("article[id]")?.id;
      save();
    }
  };

  // Back to this entry: the same pages again, and the post that was at the top of the screen.
  const restore = async (saved: NonNullable<ReturnType<typeof readSavedWindow>>) => {
    busy = true;
    try {
      const loaded: { page: WindowPage; items: Element[] }[] = [];
      let next = win.next;
      for (const [i, after] of saved.pages.entries()) {
        if (i === 0 && after === win.pages[0]?.after) {
          loaded.push({ page: win.pages[0], items: itemsOf(list) });
          continue;
        }
        const got = await fetchPage(after);
        if (stopped) return;
        loaded.push({ page: page(after, got.items), items: got.items });
        next = got.next;
      }
      itemsOf(list).forEach((el) => {
        if (!loaded[0]?.items.includes(el)) el.remove();
      });
      for (const { items } of loaded) {
        const fresh = items.filter((el) => !el.isConnected && !document.getElementById(el.id));
        nextBox.before(...fresh);
        fresh.forEach(onItem);
      }
      win = { above: saved.above, pages: loaded.map((l) => l.page), next };
      render();
      if (saved.anchor) document.getElementById(saved.anchor)?.scrollIntoView({ block: "start" });
    } finally {
      busy = false;
    }
  };

  const saved = readSavedWindow((window.history.state as Record<string, unknown> | null)?.[STATE_KEY]);
  const start = () => {
    if (stopped) return;
    observer.observe(nextBox);
    window.addEventListener("scroll", saveSoon, { passive: true });
    window.addEventListener("pagehide", onHide);
  };
  list.addEventListener("click", onClick);
  if (saved && (saved.pages.length > 1 || saved.above.length > 0 || saved.pages[0] !== win.pages[0]?.after)) {
    restore(saved)
      .catch(() => {})
      .finally(start);
  } else {
    if (saved?.anchor) document.getElementById(saved.anchor)?.scrollIntoView({ block: "start" });
    start();
  }

  return () => {
    stopped = true;
    clearTimeout(saveTimer);
    observer.disconnect();
    list.removeEventListener("click", onClick);
    window.removeEventListener("scroll", saveSoon);
    window.removeEventListener("pagehide", onHide);
    // React rendered the block anew (a revalidation) unless our link is still there: then the DOM is put
    // back to what React last rendered, since React keeps markup it thinks unchanged as it is.
    if (newerBox.isConnected) list.replaceChildren(...original);
  };
}
