// The list's filters (issue #15 point 3): one GET form, no page field, so any change starts at page 0.
// Under 992 px it sits in a <details> panel the mobile header's filter button opens (part 1 §2.2): there the
// person sets as many filters as they like and applies them with one «Показать», with JavaScript or without
// (issue #39: a change that applied at once also closed the panel, so each filter meant opening it again).
// From 992 px the panel is a side card, always open (CSS), and with JavaScript a change applies at once.
import { Form, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import { Link } from "~/shared/ui/link";
import { Icon } from "~/shared/ui/icons";
import { LEVELS, SECTORS } from "../limits";
import { vacancyMessages as t } from "../messages/vacancy";
import { vacancyPageMessages as p } from "../messages/pages";
import type { City, VacancyQuery } from "../model";
import { Radios } from "./radios";

/** The id of the filters' panel: the mobile header's button opens it (route handle `filters`). */
export const FILTERS_PANEL = "vacancy-filters";
/** Where the filters are a side card beside the list (vacancies.css), not a panel. */
const WIDE = "(min-width: 992px)";

/**
 * The mobile header's filter button (the list route's handle puts it there, part 1 §2.2): a link to the
 * filters' form, so without JavaScript the browser opens the <details> holding its target.
 */
export const filterButton = (
  <a href={`#${FILTERS_PANEL}-form`} className="icon-button" aria-label={p.filters} aria-controls={FILTERS_PANEL}>
    <svg className="icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18v2l-7 7v6l-4-2v-4L3 7V5Z" fill="currentColor" />
    </svg>
  </a>
);

/**
 * With scripts the mobile header's filter button (a link to the form without them) toggles the panel. From
 * 992 px the panel is shown closed by CSS (::details-content); a browser without it gets the panel opened.
 */
function useFilterButton() {
  useEffect(() => {
    const wide = window.matchMedia(WIDE).matches;
    const panel = document.getElementById(FILTERS_PANEL);
    if (wide && panel instanceof HTMLDetailsElement && !CSS.supports("selector(::details-content)")) panel.open = true;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`a[aria-controls="${FILTERS_PANEL}"]`);
      const panel = document.getElementById(FILTERS_PANEL);
      if (!button || !(panel instanceof HTMLDetailsElement)) return;
      event.preventDefault();
      panel.open = !panel.open;
      if (panel.open) panel.querySelector<HTMLElement>("select")?.focus();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

export function VacancyFilters({ query, cities, editor }: { query: VacancyQuery; cities: City[]; editor: boolean }) {
  const submit = useSubmit();
  useFilterButton();
  return (
    <details className="vacancy-filters" id={FILTERS_PANEL} data-panel data-lock>
      <summary className="vacancy-filters__summary">
        <span>{p.filters}</span>
        <Icon name="close" />
      </summary>
      <Form
        method="get"
        action="/vacancies"
        className="vacancy-filters__form"
        id={`${FILTERS_PANEL}-form`}
        aria-label={p.filters}
        onChange={(event) => {
          // In the phone's panel a choice waits for «Показать» (the shell closes the panel on the navigation).
          if (window.matchMedia(WIDE).matches) submit(event.currentTarget, { preventScrollReset: true });
        }}
      >
        {cities.length > 0 ? (
          <div className="field">
            <label htmlFor="vacancy-city">{p.city}</label>
            <select id="vacancy-city" name="cityId" defaultValue={String(query.cityId)}>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          // §8: the cities could not be read; the form keeps the city it shows.
          <div className="field">
            <input type="hidden" name="cityId" value={query.cityId} />
            <p className="field__error" role="alert">
              {t.citiesFailed}
            </p>
          </div>
        )}
        <Radios
          name="sector"
          legend={p.sector}
          value={query.sector ?? ""}
          options={[["", p.all], ...SECTORS.map((s): [string, string] => [s, t.sectors[s]])]}
        />
        <Radios
          name="level"
          legend={p.level}
          value={query.level ?? ""}
          options={[["", p.all], ...LEVELS.map((l): [string, string] => [l, t.levels[l]])]}
        />
        {editor ? (
          <div className="field vacancy-filters__checks">
            <label className="checkbox">
              <input type="checkbox" name="state" value="ARCHIVE" defaultChecked={query.state === "ARCHIVE"} /> {p.archive}
            </label>
            <label className="checkbox">
              <input type="checkbox" name="onlyMy" value="true" defaultChecked={query.onlyMy} /> {p.onlyMy}
            </label>
          </div>
        ) : null}
        <div className="vacancy-filters__actions">
          <button type="submit" className="button button--primary">
            {p.show}
          </button>
          <Link to="/vacancies" className="button">
            {p.reset}
          </Link>
        </div>
      </Form>
    </details>
  );
}
