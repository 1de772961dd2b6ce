// The image viewer's starter (issue #36): after hydration it fetches the viewer (viewer.client.ts, a chunk of
// its own, never first-load) and lets it open the thumbnails of the page's `[data-viewer]` grids in place.
// Without JavaScript (and in lite mode) nothing runs: each thumbnail is a link to its photo's page.
import { useEffect } from "react";
import { albumMessages as t } from "../messages";

export function PhotoViewer() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void import("./viewer.client")
      .then(({ startViewer }) => {
        if (!gone) stop = startViewer(document, { label: t.viewer, close: t.close, previous: t.previous, next: t.next });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
