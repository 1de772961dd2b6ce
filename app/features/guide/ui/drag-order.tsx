// Drag and drop ordering of a section page's lists (its subsections, its articles) for editors in edit mode.
// Apart from layout.tsx, which every guide page loads: only the section pages need it, and sortablejs's hook.
import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "~/shared/ui/hydrated";
import { DragHandle, useSortableList } from "~/shared/ui/sortable";
import { GUIDE_ACTION } from "./urls";
import { guidePageMessages as t } from "~/features/guide/messages";

/** Posts a new order of one list (sections of one parent, or articles of one section) through a fetcher. */
function useOrderSubmit(intent: "sortSections" | "sortArticles", listKey: string) {
  const fetcher = useFetcher({ key: `order-${listKey}` });
  return (ids: number[]) =>
    fetcher.submit({ intent, listKey, sortIdList: ids.join(","), js: "1" }, { method: "post", action: GUIDE_ACTION });
}

/** Drag and drop of a list's items (each with data-id and a .drag-handle), on for editors in edit mode. */
export function useDragOrder(intent: "sortSections" | "sortArticles", listKey: string, enabled: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const submit = useOrderSubmit(intent, listKey);
  useSortableList(ref, enabled, submit);
  return ref;
}

export function GuideDragHandle() {
  const hydrated = useHydrated();
  return hydrated ? <DragHandle title={t.dragHint} className="editor-only" /> : null;
}
