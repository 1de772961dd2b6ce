// Paging of a category's cards (the page /v2/contacts/{path}): 20 cards a page in the category's
// order (sort, then id), addressed by keyset cursors in the URL — `?after=<sort>-<id>` for the page
// after a card, `?before=<sort>-<id>` for the page before one — so a page costs the same queries
// wherever it is in the list, and a card added or removed meanwhile shifts nothing.

/** Cards on one page of a category. */
export const CATEGORY_PAGE_SIZE = 20;

/** A card's place in the category's order. */
export interface CardKey {
  sort: number;
  id: number;
}

export type PageCursor = { after: CardKey } | { before: CardKey } | null;

export const keyText = (key: CardKey) => `${key.sort}-${key.id}`;

function parseKey(text: string | null): CardKey | null {
  const match = /^(-?\d{1,9})-(\d{1,15})$/.exec(text ?? "");
  return match ? { sort: Number(match[1]), id: Number(match[2]) } : null;
}

/** The cursor of a page address; a malformed one reads as the first page. */
export function cursorOf(search: URLSearchParams): PageCursor {
  const after = parseKey(search.get("after"));
  if (after) return { after };
  const before = parseKey(search.get("before"));
  return before ? { before } : null;
}

/** Where the page's «Назад» and «Далее» lead (query strings; "?" is the first page), null where there is nothing. */
export interface PageLinks {
  prev: string | null;
  next: string | null;
}

/**
 * The page's cards and links from the rows a keyset query returned: up to CATEGORY_PAGE_SIZE + 1 rows
 * in the category's order, or, for a `before` cursor, in reverse order.
 */
export function pageOf<T extends CardKey>(rows: T[], cursor: PageCursor): { rows: T[]; links: PageLinks } {
  const more = rows.length > CATEGORY_PAGE_SIZE;
  const shown = rows.slice(0, CATEGORY_PAGE_SIZE);
  if (cursor && "before" in cursor) {
    shown.reverse();
    const first = shown[0];
    const last = shown.at(-1);
    return {
      rows: shown,
      links: { prev: more && first ? `?before=${keyText(first)}` : null, next: last ? `?after=${keyText(last)}` : "?" },
    };
  }
  const first = shown[0];
  const last = shown.at(-1);
  return {
    rows: shown,
    links: {
      // Past the end (the cards moved away): back to the start.
      prev: cursor ? (first ? `?before=${keyText(first)}` : "?") : null,
      next: more && last ? `?after=${keyText(last)}` : null,
    },
  };
}
