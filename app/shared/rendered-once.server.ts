// Cards of a list (the feed's posts, the directory's contacts), rendered to HTML once per content. A card is
// a pure function of its record as this reader sees it (their like, vote, favourite and rights are fields
// of it) and of the page it is on, so the same inputs always give the same HTML: the key is a digest of
// exactly those inputs, and a changed record or another reader's marks make another key; nothing is ever
// stale, an old entry only ages out. Rendering the cards was the largest share of GET /'s own CPU (issue
// #12) and of a contact category's (issue #40).
import { createHash } from "node:crypto";
import { Kept, stringBytes } from "~/shared/kept";

/** What the kept cards may hold per process, every list's together (a card is 2–10 KB of HTML, twice that in memory). */
export const CARDS_KEPT_BYTES = 16 * 1024 * 1024;
const kept = new Kept<string, string>(CARDS_KEPT_BYTES, (key, html) => stringBytes(key) + stringBytes(html));

/** A short digest of a value: what stands in a key for inputs shared by every card of a page (its context). */
export const digestOf = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64");

/** The HTML of `inputs` rendered by `render`, from the cache when the same inputs were rendered before. */
export function renderedOnce(inputs: unknown, render: () => string): string {
  const key = digestOf(inputs);
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const html = render();
  kept.set(key, html);
  return html;
}
