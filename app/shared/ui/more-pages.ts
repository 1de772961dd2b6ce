// «Показать ещё» in place (issue #14's JavaScript layer). Without JavaScript the link opens the next page
// (keyset `?after=`); with it, a click loads that very address through a fetcher (the route's own loader,
// so both ways read the same data) and appends its items under the ones shown, the link moving on to the
// page after. A new first page (another search or tab, a form's redirect back) starts over from it.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";

export interface MorePage<Item> {
  items: readonly Item[];
  /** The next page's address, null on the last. */
  more: string | null;
}

export interface MorePages<Item> {
  /** This page's items, then those appended. */
  items: Item[];
  more: string | null;
  /** The link's click: loads `more` in place (a modified click still opens it as a page). */
  onMore: (event: MouseEvent<HTMLAnchorElement>) => void;
  loading: boolean;
}

/** `page`: this page's items and link; `pick`: the same two from the loader data of the next address. */
export function useMorePages<Item, Data>(page: MorePage<Item>, pick: (data: Data) => MorePage<Item>): MorePages<Item> {
  const fetcher = useFetcher<Data>();
  const [loaded, setLoaded] = useState<{ first: readonly Item[]; items: Item[]; more: string | null }>({
    first: page.items,
    items: [],
    more: page.more,
  });
  // The render after a new first page drops what was appended to the old one.
  const current = loaded.first === page.items ? loaded : { first: page.items, items: [], more: page.more };
  const seen = useRef<Data | undefined>(undefined);
  const pickRef = useRef(pick);
  pickRef.current = pick;

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || data === undefined || data === seen.current) return;
    seen.current = data;
    const next = pickRef.current(data);
    setLoaded((was) => ({ first: was.first, items: [...was.items, ...next.items], more: next.more }));
  }, [fetcher.state, fetcher.data]);

  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!current.more || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (fetcher.state !== "idle") return;
    if (current !== loaded) setLoaded(current);
    fetcher.load(current.more);
  };

  return { items: [...page.items, ...current.items], more: current.more, onMore, loading: fetcher.state !== "idle" };
}
