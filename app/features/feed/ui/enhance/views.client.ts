// A view counted in the feed (issue #12 point 2, ours): a post at least half visible for 1 s counts a
// view, once per post per page (the server counts a person's first view only, so a repeat changes nothing).
import { basePath } from "./dom.client";

const VISIBLE_RATIO = 0.5;
const VISIBLE_MS = 1000;

export function enhanceViews(root: HTMLElement): { watch: (card: Element) => void; stop: () => void } {
  const counted = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const count = (card: Element) => {
    const postId = Number(card.id.slice("post-".length));
    if (counted.has(card.id) || !Number.isInteger(postId)) return;
    counted.add(card.id);
    observer.unobserve(card);
    // A failed count is not worth a message to the reader: the post is watched again instead.
    void fetch(`${basePath()}/api/posts/views/add`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ postId }),
    }).catch(() => {
      counted.delete(card.id);
      if (card.isConnected) observer.observe(card);
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const pending = timers.get(entry.target);
        // A post taller than twice the screen is never half visible: filling half the screen counts then.
        const screen = entry.rootBounds?.height ?? window.innerHeight;
        const shown = entry.intersectionRatio >= VISIBLE_RATIO || entry.intersectionRect.height >= screen * VISIBLE_RATIO;
        if (entry.isIntersecting && shown) {
          if (!pending)
            timers.set(
              entry.target,
              setTimeout(() => (timers.delete(entry.target), count(entry.target)), VISIBLE_MS),
            );
        } else if (pending) {
          clearTimeout(pending);
          timers.delete(entry.target);
        }
      }
    },
    { threshold: [0, 0.25, VISIBLE_RATIO, 0.75, 1] },
  );
  const watch = (card: Element) => {
    if (card.id.startsWith("post-") && !counted.has(card.id)) observer.observe(card);
  };
  root.querySelectorAll("article[id^='post-']").forEach(watch);
  return {
    watch,
    stop: () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
    },
  };
}
