// The infinite feed's sliding window (ui/enhance/feed-window.ts): at most 5 pages, the dropped ones kept
// as cursors above it and loaded back in order, the next link following the window, and what history.state
// keeps read back safely.
import { describe, expect, it } from "vitest";
import {
  WINDOW_PAGES,
  appendPage,
  newerCursor,
  prependPage,
  readSavedWindow,
  saveWindow,
  type FeedWindow,
} from "../ui/enhance/feed-window";

const page = (after: string | null) => ({ after, ids: [`post-${after ?? "first"}`] });
const cursor = (n: number) => (n === 1 ? null : `c${n}`);

/** The window after scrolling through pages 1..n. */
function scrolled(n: number): FeedWindow {
  let w: FeedWindow = { above: [], pages: [page(null)], next: cursor(2) };
  for (let i = 2; i <= n; i++) w = appendPage(w, page(cursor(i)), cursor(i + 1)).window;
  return w;
}

describe("the feed's sliding window", () => {
  it("keeps at most 5 pages and the cursors of the pages dropped above", () => {
    const w = scrolled(8);
    expect(w.pages.map((p) => p.after)).toEqual(["c4", "c5", "c6", "c7", "c8"]);
    expect(w.pages).toHaveLength(WINDOW_PAGES);
    expect(w.above).toEqual([null, "c2", "c3"]);
    expect(w.next).toBe("c9");
    expect(newerCursor(w)).toBe("c3");
    expect(newerCursor(scrolled(5))).toBeUndefined();
  });

  it("says which page leaves when one more arrives", () => {
    expect(appendPage(scrolled(4), page("c5"), "c6").dropped).toBeNull();
    expect(appendPage(scrolled(5), page("c6"), "c7").dropped).toEqual(page(null));
  });

  it("loads dropped pages back newest first; the page pushed out below becomes the next link's", () => {
    let w = scrolled(8);
    const back = prependPage(w, page("c3"));
    expect(back.dropped).toEqual(page("c8"));
    w = back.window;
    expect(w.pages.map((p) => p.after)).toEqual(["c3", "c4", "c5", "c6", "c7"]);
    expect(w.next).toBe("c8");
    expect(newerCursor(w)).toBe("c2");
    w = prependPage(w, page("c2")).window;
    w = prependPage(w, page(null)).window;
    expect(w.pages.map((p) => p.after)).toEqual([null, "c2", "c3", "c4", "c5"]);
    expect(newerCursor(w)).toBeUndefined();
    expect(w.next).toBe("c6");
    // Scrolling down again goes on from there without gaps.
    expect(appendPage(w, page("c6"), "c7").window.above).toEqual([null]);
  });

  it("saves cursors and the anchor, and reads back only what it saved", () => {
    const saved = saveWindow(scrolled(7), "post-42");
    expect(readSavedWindow(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(readSavedWindow(undefined)).toBeNull();
    expect(readSavedWindow({ ...saved, pages: [] })).toBeNull();
    expect(readSavedWindow({ ...saved, pages: [1, 2] })).toBeNull();
    expect(readSavedWindow({ ...saved, pages: ["a", "b", "c", "d", "e", "f"] })).toBeNull();
    expect(readSavedWindow({ ...saved, anchor: 5 })).toBeNull();
  });
});
