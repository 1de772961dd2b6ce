// The finder (spec part 1 §2.7, §5): one picker of people, positions, departments, wiki roles and tags
// for every form. It posts the chosen items as repeated fields named `state.name`, the same with and
// without JavaScript.
//
// Without JavaScript (and on the server's first render) it is a search field with a "Найти" button that
// submits the whole host form with GET to the same page; the host loader runs loadFinder() and the found
// items come back as radios (one) or checkboxes (several) next to the chosen ones, while the host form
// fills its other fields from the URL. With JavaScript it becomes a text field with a dropdown: it
// searches after more than 2 characters (debounced) through the /finder resource route, arrows move,
// Enter chooses, Escape closes, and the chosen items are chips with a remove button and hidden inputs.
// That one (live-finder.tsx) loads after the page, not with it (issue #40: a form's first-load code).
import { useFormAction } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { finderQueryParam, type FinderItem, type FinderState } from "~/features/search/query";
import { RequiredMark } from "~/shared/forms/plain-field";
import { finder } from "~/features/search/messages";
import type { LiveFinder } from "./live-finder";

export interface FinderProps {
  state: FinderState;
  label: string;
  hint?: string;
  /** The field's error (e.g. from conform), shown under it. */
  error?: string;
  /** Marks the label with «*» (shared/forms' RequiredMark), as a required PlainField. */
  required?: boolean;
  /** Called with JavaScript when the chosen items change (e.g. to prefill another field). */
  onChange?: (chosen: FinderItem[]) => void;
}

export function Finder(props: FinderProps) {
  // The first client render matches the server's (no-JS) markup; the enhanced one replaces it once its code
  // has come. Until then the plain one works as without JavaScript.
  const [Live, setLive] = useState<typeof LiveFinder | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./live-finder").then((m) => mounted && setLive(() => m.LiveFinder));
    return () => void (mounted = false);
  }, []);
  return Live ? <Live {...props} /> : <PlainFinder {...props} />;
}

export function Hint({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error)
    return (
      <p className="field__error" id={`${id}-error`}>
        {error}
      </p>
    );
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

export function ItemText({ item }: { item: FinderItem }) {
  return (
    <span className="finder__text">
      <span className="finder__label">{item.label}</span>
      {item.hint ? <span className="finder__hint muted">{item.hint}</span> : null}
    </span>
  );
}

/** The no-JavaScript finder: a GET search inside the host form, results as radios or checkboxes. */
function PlainFinder({ state, label, hint, error, required }: FinderProps) {
  const id = useId();
  const action = useFormAction();
  const type = state.multiple ? "checkbox" : "radio";
  const option = (item: FinderItem, checked: boolean) => (
    <li key={item.value}>
      <label className="finder__option">
        <input type={type} name={state.name} value={item.value} defaultChecked={checked} />
        <ItemText item={item} />
      </label>
    </li>
  );
  return (
    <fieldset className={error ? "finder field field--error" : "finder field"} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {state.chosen.length > 0 ? (
        <ul className="finder__options finder__options--chosen" aria-label={finder.chosen}>
          {state.chosen.map((item) => option(item, true))}
        </ul>
      ) : null}
      <div className="finder__search">
        <input
          type="search"
          name={finderQueryParam(state.name)}
          defaultValue={state.query}
          aria-label={finder.queryLabel(label)}
          placeholder={finder.placeholder}
          maxLength={200}
        />
        <button type="submit" className="button" formMethod="get" formAction={action} formNoValidate>
          {finder.find}
        </button>
      </div>
      {state.message ? (
        <p className="finder__message" role="status">
          {state.message}
        </p>
      ) : null}
      {state.results.length > 0 ? (
        <ul className="finder__options" aria-label={finder.found}>
          {state.results.map((item) => option(item, false))}
        </ul>
      ) : null}
      <Hint id={id} hint={hint ?? finder.hintNoJs} error={error} />
    </fieldset>
  );
}
