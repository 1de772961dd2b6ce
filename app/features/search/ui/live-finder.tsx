// The finder with JavaScript (finder.tsx loads it after the page): a combobox with a dropdown and chips.
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { searchable, type FinderItem } from "~/features/search/query";
import { RequiredMark } from "~/shared/forms/plain-field";
import { common } from "~/shared/messages";
import { finder } from "~/features/search/messages";
import { Hint, ItemText, type FinderProps } from "./finder";

const DEBOUNCE_MS = 350;

/** The enhanced finder: a combobox with a dropdown and chips. */
export function LiveFinder({ state, label, hint, error, required, onChange }: FinderProps) {
  const id = useId();
  const listId = `${id}-list`;
  const root = useRouteLoaderData<{ basePath?: string }>("root");
  const [chosen, setChosen] = useState<FinderItem[]>(state.chosen);
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<FinderItem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  const skip = new Set([...state.disabled, ...chosen.map((c) => c.value)]);
  const offered = items.filter((item) => !skip.has(item.value));

  useEffect(
    () => () => {
      clearTimeout(pending.current.timer);
      pending.current.abort?.abort();
    },
    [],
  );

  function search(text: string) {
    clearTimeout(pending.current.timer);
    pending.current.abort?.abort();
    if (!searchable(text)) {
      setItems([]);
      setMessage(null);
      setOpen(false);
      setBusy(false);
      return;
    }
    pending.current.timer = setTimeout(async () => {
      const abort = new AbortController();
      pending.current.abort = abort;
      setBusy(true);
      try {
        const params = new URLSearchParams({ kinds: state.kinds.join(","), q: text });
        if (state.withoutMe) params.set("withoutMe", "true");
        const response = await fetch(`${root?.basePath ?? ""}/finder?${params}`, { signal: abort.signal, credentials: "same-origin" });
        const body = (await response.json()) as { items: FinderItem[]; message: string | null };
        setItems(body.items);
        setMessage(body.message);
        setActive(-1);
        setOpen(true);
      } catch (e) {
        if ((e as Error).name === "AbortError") return;
        setItems([]);
        setMessage(common.networkError);
        setOpen(true);
      } finally {
        if (!abort.signal.aborted) setBusy(false);
      }
    }, DEBOUNCE_MS);
  }

  function choose(item: FinderItem) {
    const next = state.multiple ? [...chosen, item] : [item];
    setChosen(next);
    setQuery("");
    setItems([]);
    setMessage(null);
    setOpen(false);
    setActive(-1);
    onChange?.(next);
    input.current?.focus();
  }

  function remove(item: FinderItem) {
    const next = chosen.filter((c) => c.value !== item.value);
    setChosen(next);
    onChange?.(next);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        if (offered.length > 0) setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (offered.length === 0 ? -1 : (i + step + offered.length) % offered.length));
    } else if (event.key === "Enter") {
      // Enter picks; it never submits the host form from here.
      event.preventDefault();
      const item = offered[active] ?? (offered.length === 1 ? offered[0] : undefined);
      if (open && item) choose(item);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
      }
    } else if (event.key === "Backspace" && query === "" && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!);
    }
  }

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const showList = open && (offered.length > 0 || message !== null || items.length > 0);
  return (
    <div className={error ? "finder finder--live field field--error" : "finder finder--live field"}>
      <label htmlFor={`${id}-input`}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="finder__box" onClick={() => input.current?.focus()}>
        {chosen.length > 0 ? (
          <ul className="finder__chips" aria-label={finder.chosen}>
            {chosen.map((item) => (
              <li key={item.value} className="finder__chip">
                {/* The hint stays with the chosen person too: namesakes are told apart after the choice as before it. */}
                <span>
                  {item.label}
                  {item.hint ? <span className="finder__chip-hint"> · {item.hint}</span> : null}
                </span>
                <button type="button" className="finder__remove" aria-label={finder.remove(item.label)} onClick={() => remove(item)}>
                  ×
                </button>
                <input type="hidden" name={state.name} value={item.value} />
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          aria-busy={busy || undefined}
          placeholder={finder.placeholder}
          maxLength={200}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => offered.length > 0 && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={listId} role="listbox" className="finder__dropdown" hidden={!showList} aria-label={label}>
        {offered.map((item, i) => (
          <li
            key={item.value}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? "finder__item finder__item--active" : "finder__item"}
            // Keeps the focus in the field, so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(item)}
          >
            <ItemText item={item} />
          </li>
        ))}
        {offered.length === 0 ? (
          <li className="finder__empty" role="presentation">
            {message ?? finder.nothingFound}
          </li>
        ) : null}
      </ul>
      <Hint id={id} hint={hint} error={error} />
    </div>
  );
}
