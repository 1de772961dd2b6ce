// The feed's enhancements with JavaScript (ADR 0017): plain-DOM scripts over the server's markup, loaded
// lazily by the feed and post pages (not first-load JavaScript), never in lite mode (no scripts there).
// Without them every control is the plain form or link it is.
import { enhanceCardForms } from "./card-forms.client";
import { enhanceFeedScroll } from "./feed-scroll.client";
import { enhanceLikesModal } from "./likes-modal.client";
import { enhanceMentions } from "./mentions.client";
import { enhanceFileLimits } from "./file-limits.client";
import { enhancePasteImage } from "./paste-image.client";
import { enhanceViews } from "./views.client";

/**
 * Enhances the block of this id (#feed: the feed's pages; #post: a post's own page, which counts its view
 * itself) and the composer on the page. Returns the cleanup, for when React renders the block anew.
 */
export function enhanceFeed(id: "feed" | "post"): () => void {
  const root = document.getElementById(id);
  if (!root) return () => {};
  const feed = id === "feed";
  const views = feed ? enhanceViews(root) : null;
  const onCard = (card: Element) => views?.watch(card);
  const stops = [enhanceCardForms(root, onCard), enhanceLikesModal(root), enhanceMentions(root), views?.stop ?? (() => {})];
  if (feed) stops.push(enhanceFeedScroll(root, onCard));
  stops.push(enhanceComposer());
  // Marked while they listen, as the composer is: they come lazily, after hydration, so a click at once
  // posts the plain form and reloads the page (the journeys wait for the mark).
  root.dataset.enhanced = "";
  return () => {
    delete root.dataset.enhanced;
    stops.forEach((stop) => stop());
  };
}

/**
 * The composer on the page (the feed's, or alone on a post's edit page): pasted images, chosen files' sizes.
 * It is marked data-enhanced while they listen: they come lazily, after hydration, so a paste or a file
 * chosen at once goes to the plain form (the journeys wait for the mark).
 */
export function enhanceComposer(): () => void {
  // The form itself: over a feed #composer is the <details> it is folded in.
  const composer = document.querySelector<HTMLFormElement>("form.composer");
  if (!composer) return () => {};
  const stops = [enhancePasteImage(composer), enhanceFileLimits(composer)];
  composer.dataset.enhanced = "";
  return () => {
    delete composer.dataset.enhanced;
    stops.forEach((stop) => stop());
  };
}
