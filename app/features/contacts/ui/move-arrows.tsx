// The parts of a contact card that only cards rendered on the server carry (server/card-html.server.tsx):
// an editor's reorder arrows and drag handle, as a plain form the category page's list posts with
// JavaScript. Kept apart from contact-card.tsx, so the pages that draw cards in the browser do not ship them.
import { hrefOf } from "~/shared/ui/link";
import { DragHandle } from "~/shared/ui/sortable";
import { contactCard as t } from "~/features/contacts/messages/card";

export interface CardEditing {
  /** Where the arrows post (the category page). */
  action: string;
  canUp: boolean;
  canDown: boolean;
}

function ArrowIcon({ down }: { down?: boolean }) {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: "rotate(180deg)" } : undefined}
    >
      <path d="M4 12l1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8-8 8Z" fill="currentColor" />
    </svg>
  );
}

/**
 * Up and down: a form per card (works without JavaScript; with it the category page's list posts it in
 * place). The drag handle shows once the list can be dragged (`[data-sortable]`, contacts.css).
 */
export function MoveArrows({ cardId, name, editing, basePath }: { cardId: number; name: string; editing: CardEditing; basePath: string }) {
  return (
    <form method="post" action={hrefOf(basePath, editing.action)} className="move-form editor-only">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="contactId" value={cardId} />
      <DragHandle title={t.dragHint} />
      <button
        type="submit"
        name="direction"
        value="up"
        className="icon-button"
        disabled={!editing.canUp}
        aria-label={t.moveUp(name)}
        title={t.moveUp(name)}
      >
        <ArrowIcon />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className="icon-button"
        disabled={!editing.canDown}
        aria-label={t.moveDown(name)}
        title={t.moveDown(name)}
      >
        <ArrowIcon down />
      </button>
    </form>
  );
}
