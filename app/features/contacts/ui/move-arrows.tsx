// The parts of a contact card that only cards rendered on the server carry (server/card-html.server.tsx):
// an editor's reorder arrows and drag handle, as a plain form the category page's list posts with
// JavaScript. Kept apart from contact-card.tsx, so the pages that draw cards in the browser do not ship them.
import { hrefOf } from "~/shared/ui/link";
import { DragHandle } from "~/shared/ui/sortable";
import { ArrowIcon } from "~/shared/ui/arrow-icon";
import { contactCard as t } from "~/features/contacts/messages/card";

export interface CardEditing {
  /** Where the arrows post (the category page). */
  action: string;
  canUp: boolean;
  canDown: boolean;
}

/**
 * Up and down: a form per card (works without JavaScript; with it the category page's list posts it in
 * place). The drag handle shows once the list can be dragged (`[data-sortable]`, contacts.css).
 */
export function MoveArrows({ cardId, name, editing, basePath }: { cardId: number; name: string; editing: CardEditing; basePath: string }) {
  const button = (direction: "up" | "down") => {
    const label = direction === "up" ? t.moveUp(name) : t.moveDown(name);
    return (
      <button
        type="submit"
        name="direction"
        value={direction}
        className="icon-button"
        disabled={direction === "up" ? !editing.canUp : !editing.canDown}
        aria-label={label}
        title={label}
      >
        <ArrowIcon down={direction === "down"} size={20} />
      </button>
    );
  };
  return (
    <form method="post" action={hrefOf(basePath, editing.action)} className="move-form editor-only">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="contactId" value={cardId} />
      <DragHandle title={t.dragHint} />
      {button("up")}
      {button("down")}
    </form>
  );
}
