// The guide's frame as the layout route (routes/_shell.knowledge.guide.tsx) loaded it, for its pages
// and its ErrorBoundary: loaded once per request, not by every page.
import { useRouteLoaderData } from "@remix-run/react";
import type { GuideFrame } from "./layout";

/** The layout route's id (flat routes: "routes/" and its file name). */
export const GUIDE_LAYOUT_ID = "routes/_shell.knowledge.guide";

/** What a frame shows where the layout's loader failed (its ErrorBoundary then shows the error). */
const EMPTY_FRAME: GuideFrame = { menu: [], abilities: { createTop: false, editMode: false }, editMode: false };

export function useGuideFrame(): GuideFrame {
  const data = useRouteLoaderData<{ frame: GuideFrame }>(GUIDE_LAYOUT_ID);
  return data?.frame ?? EMPTY_FRAME;
}
