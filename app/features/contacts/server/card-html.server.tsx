// A category page's cards as HTML rendered on the server, once per content (shared/rendered-once.server.ts):
// twenty cards drawn by React and sent again as hydration data were half of a category page's server time
// (issue #40). A card is a function of its record as this reader sees it (the star is a field of it), of
// the page it is on and of the arrows its place allows, so these are its key. Its forms are plain ones;
// the page's list posts them in place when JavaScript runs.
import { renderToStaticMarkup } from "react-dom/server";
import type { ContactCard } from "~/features/contacts/views";
import { ContactCardView, fullName, starOf } from "~/features/contacts/ui/contact-card";
import { MoveArrows } from "~/features/contacts/ui/move-arrows";
import { BasePathProvider } from "~/shared/ui/link";
import { PlainFavoriteStar } from "~/shared/ui/favorite-star";
import { digestOf, renderedOnce } from "~/shared/rendered-once.server";

/** One card of the list: its id (the list's key and its drag order) and its HTML. */
export interface CardItem {
  id: number;
  html: string;
}

export interface CardsPage {
  /** The page's address in the app (the star and the suggestion come back to it). */
  here: string;
  basePath: string;
  canEdit: boolean;
  /** Where the arrows post: the category's page. */
  action: string;
  /** Whether pages come before and after this one (the first card may go up, the last down). */
  hasPrev: boolean;
  hasNext: boolean;
}

export function cardItems(cards: readonly ContactCard[], page: CardsPage): CardItem[] {
  const context = digestOf(page);
  return cards.map((card, i) => {
    const editing = page.canEdit
      ? { action: page.action, canUp: i > 0 || page.hasPrev, canDown: i < cards.length - 1 || page.hasNext }
      : undefined;
    const html = renderedOnce([card, context, editing], () =>
      renderToStaticMarkup(
        <BasePathProvider value={page.basePath}>
          <ContactCardView
            card={card}
            here={page.here}
            basePath={page.basePath}
            canEdit={page.canEdit}
            plainStar={<PlainFavoriteStar base={page.basePath} {...starOf(card, page.here)} />}
            arrows={editing ? <MoveArrows cardId={card.id} name={fullName(card)} editing={editing} basePath={page.basePath} /> : null}
          />
        </BasePathProvider>,
      ),
    );
    return { id: card.id, html };
  });
}
