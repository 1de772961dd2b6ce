// What the shell starts once the page is hydrated, in ONE chunk the shell fetches with import(): the bell's live
// count, the push client, the notification forms' script, the search fields' dropdown and Эмилия's banner. One lazy entry point
// keeps the shell's first-load code as small as with the live count alone (the signed-in home page is at its
// budget); lite mode ships no scripts and never gets here.
import { enhanceNotificationForms, refreshBellPanel } from "~/features/notifications";
import { startSearchDropdown } from "~/features/search/client";
import { startEmiliaBanner } from "~/features/assistant/client";
import { liveCount } from "./live-count";
import { startPush } from "./push/client";

/**
 * `revalidate`: reloads the page's data (Remix). The bell's panel lists the unread notifications the page was
 * loaded with; once the count has moved since (new ones, or some read elsewhere: every change moves it), opening
 * the panel checks them (refreshBellPanel) and reloads them when they changed.
 */
export function afterLoad(basePath: string, onCount: (count: number) => void, revalidate: () => unknown): () => void {
  startPush(basePath);
  const stopForms = enhanceNotificationForms(basePath);
  const stopSearch = startSearchDropdown(basePath);
  const stopEmilia = startEmiliaBanner(basePath);
  let counts = 0;
  let stale = false;
  const stopCount = liveCount(basePath, (count) => {
    // The first count is the page's own (as of connecting); each one after it is a change.
    if (++counts > 1) stale = true;
    onCount(count);
  });
  const onToggle = (event: Event) => {
    const target = event.target as HTMLElement;
    if (target.id !== "header-notifications" || (event as ToggleEvent).newState !== "open" || !stale) return;
    stale = false;
    void refreshBellPanel(target, basePath, revalidate).then((answered) => (stale ||= !answered));
  };
  // Capture: a popover's toggle event does not bubble.
  document.addEventListener("toggle", onToggle, true);
  return () => {
    document.removeEventListener("toggle", onToggle, true);
    stopForms();
    stopSearch();
    stopEmilia();
    stopCount();
  };
}
