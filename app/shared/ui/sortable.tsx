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

/** What a list's item is dragged by (the `handle` above). Decorative: the arrows beside it are the accessible way. */
export function DragHandle({ title, className }: { title: string; className?: string }) {
  return (
    <span className={className ? `drag-handle ${className}` : "drag-handle"} title={title} aria-hidden="true">
      <svg className="icon" width={20} height={20} viewBox="0 0 24 24" focusable="false">
        <path
          d="M9 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 7a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM18 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM18 19a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
