// The guide's frame as the layout route (routes/_shell.knowledge.guide.tsx) loaded it, for its pages
// and its ErrorBoundary: loaded once per request, not by every page.
import { useRouteLoaderData } from "@remix-run/react";
import type { GuideFrame } from "./layout";
import type { SectionNode } from "./types";

/** The layout route's id (flat routes: "routes/" and its file name). */
export const GUIDE_LAYOUT_ID = "routes/_shell.knowledge.guide";

/** What a frame shows where the layout's loader failed (its ErrorBoundary then shows the error). */
const EMPTY_FRAME: GuideFrame = { menu: [], abilities: { createTop: false, editMode: false }, editMode: false };

export function useGuideFrame(): GuideFrame {
  const data = useRouteLoaderData<{ frame: GuideFrame }>(GUIDE_LAYOUT_ID);
  return data?.frame ?? EMPTY_FRAME;
}

/** Sections the person may put an article in, in menu order, with their depth (the section selector). */
export function editableSections(menu: SectionNode[]) {
  const out: { id: number; name: string; depth: number }[] = [];
  const walk = (nodes: SectionNode[], depth: number) => {
    for (const node of nodes) {
      if (node.canEdit) out.push({ id: node.id, name: node.name, depth });
      walk(node.childrenList, depth + 1);
    }
  };
  walk(menu, 0);
  return out;
}
