// Drag and drop ordering (sortablejs), loaded only when a contact editor's page asks for it, so
// nobody else downloads it. Sortable moves DOM nodes; React must stay the owner of the list, so the
// node is put back and the new order goes to onSort, whose optimistic state React renders.
import { useEffect, useRef, type RefObject } from "react";

export function useSortableList(list: RefObject<HTMLElement>, enabled: boolean, onSort: (ids: number[]) => void) {
  const latest = useRef(onSort);
  latest.current = onSort;
  useEffect(() => {
    if (!enabled || !list.current) return;
    let cancelled = false;
    let sortable: { destroy(): void } | undefined;
    let element: HTMLElement | undefined;
    void import("sortablejs").then(({ default: Sortable }) => {
      if (cancelled || !list.current) return;
      element = list.current;
      sortable = Sortable.create(element, {
        handle: ".drag-handle",
        animation: 150,
        onEnd({ item, from, oldIndex, newIndex }) {
          if (oldIndex == null || newIndex == null || oldIndex === newIndex) return;
          const ids = Array.from(from.children).map((el) => Number((el as HTMLElement).dataset.id));
          from.removeChild(item);
          from.insertBefore(item, from.children[oldIndex] ?? null);
          latest.current(ids);
        },
      });
      // Marked once dragging works: the handles show at hydration, before this lazy chunk listens, and a
      // drag before it moves nothing (the journeys wait for the mark).
      element.dataset.sortable = "";
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
      if (element) delete element.dataset.sortable;
    };
  }, [enabled, list]);
}
