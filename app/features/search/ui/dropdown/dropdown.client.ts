// The portal search's dropdown (issue #16 point 7): with JavaScript, typing in a search field of the portal
// search (the header's, the mobile panel's, the /search pages' own) shows the blocks found under it, from
// GET /search/suggest (routes/search.suggest.tsx): 400 ms after the last keystroke, one request per settled
// text, and an answer that comes after a newer request is dropped (the older request is aborted too).
// ARIA combobox with a listbox: the field keeps the focus, arrows pick an option (aria-activedescendant),
// Enter opens it; Enter with nothing picked submits the form as without JavaScript (/search/all/{query}).
// Escape and a click outside close it. Options are app links (shared/ui/link.tsx): a click navigates inside
// the app, a middle click opens a tab. The DOM is built with textContent; the one exception is an item's
// highlight, which the server escaped (engine/excerpt.server.ts) and marked with <mark> only.
// Plain DOM, started by the shell's lazy chunk (shell/ui/after-load.ts, through ../../client.ts): in no page's
// first-load JavaScript; lite mode has no scripts, and without JavaScript the forms stay what they are.
import { hrefOf, MARK as APP_LINK } from "~/shared/ui/link";
import { results as r } from "../../results/messages";
import { cleanQuery, MIN_QUERY } from "../../query";
import type { SuggestAnswer, SuggestBlock } from "../../server/suggest.server";
import { suggest as t } from "./messages";
import stylesheet from "./dropdown.css";
import { el, type Attrs } from "~/shared/ui/dom.client";

const DEBOUNCE_MS = 400;
/** The forms of the portal search (their action's path after the base path) and their fields. */
const FIELDS: Record<string, string> = { "/search": "q" };

let ids = 0;

interface Bound {
  close(): void;
  unbind(): void;
}

/** One field's dropdown: its panel inside the form, its timer, its request and what it shows. */
function bind(input: HTMLInputElement, form: HTMLFormElement, basePath: string, signal: AbortSignal): Bound {
  const id = `search-suggest-${++ids}`;
  const list = el("div", { role: "listbox", id: `${id}-list`, "aria-label": t.label, class: "search-suggest__list" });
  const status = el("p", { role: "status", class: "search-suggest__status" });
  const panel = el("div", { class: "search-suggest", hidden: "" }, status, list);
  form.classList.add("search-suggest-host");
  form.append(panel);
  const own: Attrs = {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": list.id,
    autocomplete: "off",
  };
  for (const [name, value] of Object.entries(own)) input.setAttribute(name, value);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | null = null;
  /** The number of the newest request: an answer to an older one is dropped. */
  let sequence = 0;
  /** The query whose answer the panel holds ("" before any). */
  let shown = "";
  /** The picked option's index, -1 for none. */
  let active = -1;
  let optionCount = 0;

  const options = () => [...list.querySelectorAll<HTMLElement>("[role=option]")];

  function pick(index: number) {
    const all = options();
    all[active]?.setAttribute("aria-selected", "false");
    active = index < 0 || all.length === 0 ? -1 : index % all.length;
    const option = all[active];
    if (!option) return input.removeAttribute("aria-activedescendant");
    option.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  }

  function open() {
    panel.hidden = false;
    input.setAttribute("aria-expanded", String(optionCount > 0));
  }

  function close() {
    pick(-1);
    panel.hidden = true;
    input.setAttribute("aria-expanded", "false");
  }

  /** Stops what is pending: the timer and the request in flight (its answer, if any, is dropped). */
  function cancel() {
    clearTimeout(timer);
    request?.abort();
    request = null;
    sequence++;
  }

  function option(href: string, className: string, ...children: (Node | string)[]) {
    const attrs = { role: "option", id: `${id}-o${optionCount++}`, "aria-selected": "false", tabindex: "-1", class: className };
    return el("a", { ...attrs, href: hrefOf(basePath, href), [APP_LINK]: "" }, ...children);
  }

  function blockOf(block: SuggestBlock, index: number): HTMLElement {
    const headerId = `${id}-b${index}`;
    const header = el("div", { id: headerId, role: "presentation", class: "search-suggest__header" }, `${block.header} `);
    header.append(el("span", { class: "search-suggest__total" }, r.found(block.total)));
    const group = el("div", { role: "group", "aria-labelledby": headerId, class: "search-suggest__block" }, header);
    for (const item of block.items) {
      const link = option(item.target, "search-suggest__item", el("span", { class: "search-suggest__title" }, item.title));
      if (item.highlight) {
        // The server's escaped text with <mark> around the matches and nothing else (engine/excerpt.server.ts):
        // the one string not set as text. Anything the server sends unescaped must not come through here.
        const excerpt = el("span", { class: "search-suggest__excerpt" });
        excerpt.innerHTML = item.highlight;
        link.append(excerpt);
      } else if (item.hint) link.append(el("span", { class: "search-suggest__excerpt" }, item.hint));
      group.append(link);
    }
    if (block.allUrl)
      group.append(
        option(block.allUrl, "search-suggest__all", r.allResults, el("span", { class: "visually-hidden" }, `: ${block.header}`)),
      );
    return group;
  }

  function show(query: string, blocks: SuggestBlock[], message: string | null, correctedQuery: string | null = null) {
    shown = query;
    pick(-1);
    optionCount = 0;
    list.replaceChildren(...blocks.map(blockOf));
    list.hidden = blocks.length === 0;
    status.textContent = message ?? (correctedQuery ? r.corrected(correctedQuery) : "");
    status.hidden = status.textContent === "";
    open();
  }

  async function ask(query: string) {
    cancel();
    const mine = sequence;
    const controller = (request = new AbortController());
    try {
      const response = await fetch(`${basePath}/search/suggest?q=${encodeURIComponent(query)}`, {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        signal: controller.signal,
      });
      const answer = (await response.json()) as Partial<SuggestAnswer>;
      if (mine !== sequence) return;
      if (response.ok && Array.isArray(answer.blocks)) show(query, answer.blocks, answer.message ?? null, answer.correctedQuery);
      else show(query, [], typeof answer.message === "string" ? r.failed(answer.message) : t.networkFailed);
    } catch {
      // An aborted request is a newer one's business; anything else did not reach the server (or was no JSON).
      if (mine === sequence) show(query, [], t.networkFailed);
    } finally {
      if (request === controller) request = null;
    }
  }

  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, handler, { signal });

  listen(input, "input", () => {
    const query = cleanQuery(input.value);
    cancel();
    if (query.length < MIN_QUERY) return close();
    // The same text again (a letter typed and erased): the answer shown is its answer.
    if (query === shown) return open();
    timer = setTimeout(() => void ask(query), DEBOUNCE_MS);
  });
  listen(input, "keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (panel.hidden && shown !== "" && shown === cleanQuery(input.value)) open();
      if (panel.hidden || optionCount === 0) return;
      event.preventDefault();
      pick(event.key === "ArrowDown" ? active + 1 : (active <= 0 ? optionCount : active) - 1);
    } else if (event.key === "Enter" && !panel.hidden && active >= 0) {
      // Opens the picked option as its click would; the form is not sent.
      event.preventDefault();
      options()[active]?.click();
    } else if (event.key === "Escape" && !panel.hidden) {
      // The first Escape closes the dropdown only, not the popover or the panel around the form.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  listen(form, "submit", () => {
    cancel();
    close();
  });
  // The field keeps the focus while the mouse picks (a click on the panel is no focus change); an option's
  // click navigates (the app's link listener) and closes the panel.
  listen(panel, "mousedown", (event) => event.preventDefault());
  listen(list, "click", close);
  // Focus leaving the form (Tab past its button) closes it.
  listen(form, "focusout", (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });

  return {
    close,
    unbind() {
      cancel();
      panel.remove();
      form.classList.remove("search-suggest-host");
      for (const name of [...Object.keys(own), "aria-activedescendant"]) input.removeAttribute(name);
    },
  };
}

/** The field of a portal search form (the header's, the mobile panel's, the search pages'), or null. */
function searchField(target: unknown, basePath: string): { input: HTMLInputElement; form: HTMLFormElement } | null {
  if (!(target instanceof HTMLInputElement) || !target.form || target.type !== "search") return null;
  const path = new URL(target.form.action, window.location.href).pathname;
  return path.startsWith(basePath) && FIELDS[path.slice(basePath.length)] === target.name ? { input: target, form: target.form } : null;
}

/**
 * Gives every portal search field its dropdown: those on the page now, and those a later page brings
 * (bound on their first focus). Returns the stop function.
 */
export function startSearchDropdown(basePath: string): () => void {
  const stopping = new AbortController();
  const bound = new Map<HTMLInputElement, Bound>();
  const ensure = (target: unknown) => {
    const field = searchField(target, basePath);
    if (!field || bound.has(field.input)) return;
    // The fields of pages left behind: their listeners went with them.
    for (const input of bound.keys()) if (!input.isConnected) bound.delete(input);
    bound.set(field.input, bind(field.input, field.form, basePath, stopping.signal));
  };
  if (!document.querySelector("link[data-search-suggest]"))
    document.head.append(el("link", { rel: "stylesheet", href: stylesheet, "data-search-suggest": "" }));
  document.querySelectorAll("input[type=search]").forEach(ensure);
  document.addEventListener("focusin", (event) => ensure(event.target), { signal: stopping.signal });
  // A click outside a field's form closes its dropdown.
  document.addEventListener("click", (event) => bound.forEach((b, input) => !input.form?.contains(event.target as Node) && b.close()), {
    signal: stopping.signal,
  });
  return () => {
    stopping.abort();
    bound.forEach((b) => b.unbind());
    bound.clear();
    document.querySelector("link[data-search-suggest]")?.remove();
  };
}
