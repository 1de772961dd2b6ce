// «@» in a comment opens the people finder (issue #12 point 9): typing «@» and at least three letters
// of a name lists colleagues (the finder's /finder?kinds=user, debounced; a late answer never replaces a
// newer one); arrows, Enter and Escape or a click choose. The chosen person is written into the text as
// «@Фамилия Имя» and goes with the form as a hidden notifyUserIds, so they are notified once. The
// textarea is a combobox (ARIA 1.2) over a listbox under it. Each option shows the person's position ·
// department under the name (the finder's hint): the directory has namesakes (several «Анна Смирнова»),
// and a name alone notified the wrong one (issue #39). Without JavaScript the comment form's «Упомянуть»
// field does the same on the server (server/mention-field.server.ts).
import { common } from "~/shared/messages";
import { finderMessages } from "~/features/search";
import { feedCommentMessages as c } from "../../messages";
import { basePath } from "./dom.client";

const DEBOUNCE_MS = 300;
/** The finder searches from 3 characters (spec part 1 §5). */
const MIN_QUERY = 3;
/** «@» at the start or after a space, then up to two words of a name, right before the caret. */
const TYPED = /(?:^|\s)@([\p{L}-]+(?: [\p{L}-]*)?)$/u;

interface Person {
  id: number;
  label: string;
  /** Position · department, as the finder gives it (null when the directory has neither). */
  hint: string | null;
}

let lists = 0;

/** Watches every comment field inside `root` (also the forms a card swap brings in). */
export function enhanceMentions(root: HTMLElement): () => void {
  const listbox = document.createElement("ul");
  listbox.id = `mentions-${++lists}`;
  listbox.className = "mentions";
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", c.mentionList);
  listbox.hidden = true;
  let field: HTMLTextAreaElement | null = null;
  let people: Person[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const close = () => {
    listbox.hidden = true;
    people = [];
    active = -1;
    field?.setAttribute("aria-expanded", "false");
    field?.removeAttribute("aria-activedescendant");
  };
  const typed = (area: HTMLTextAreaElement) => TYPED.exec(area.value.slice(0, area.selectionStart ?? area.value.length))?.[1] ?? null;

  function show(items: Person[], message: string | null) {
    if (!field) return;
    people = items;
    active = items.length > 0 ? 0 : -1;
    listbox.replaceChildren(
      ...(items.length > 0
        ? items.map((person, i) => {
            const option = document.createElement("li");
            option.id = `${listbox.id}-${i}`;
            option.setAttribute("role", "option");
            option.append(Object.assign(document.createElement("span"), { textContent: person.label, className: "mentions__name" }));
            // The space keeps the name and the hint two words in the option's accessible name.
            if (person.hint)
              option.append(" ", Object.assign(document.createElement("span"), { textContent: person.hint, className: "mentions__hint" }));
            option.addEventListener("mousedown", (event) => {
              event.preventDefault(); // keep the focus in the field
              choose(i);
            });
            return option;
          })
        : [
            Object.assign(document.createElement("li"), {
              textContent: message ?? finderMessages.nothingFound,
              className: "mentions__empty",
            }),
          ]),
    );
    field.after(listbox);
    listbox.hidden = false;
    field.setAttribute("aria-expanded", "true");
    mark();
  }

  function mark() {
    listbox.querySelectorAll("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === active)));
    if (active >= 0) field?.setAttribute("aria-activedescendant", `${listbox.id}-${active}`);
    else field?.removeAttribute("aria-activedescendant");
  }

  function choose(i: number) {
    const person = people[i];
    const area = field;
    if (!person || !area) return;
    const caret = area.selectionStart ?? area.value.length;
    const before = area.value.slice(0, caret);
    const query = typed(area) ?? "";
    const name = person.label.split(" ").slice(0, 2).join(" ");
    const start = before.length - query.length - 1;
    area.value = `${before.slice(0, start)}@${name} ${area.value.slice(caret)}`;
    area.selectionStart = area.selectionEnd = start + name.length + 2;
    const form = area.form;
    if (
      form &&
      ![...form.querySelectorAll<HTMLInputElement>("input[name=notifyUserIds]")].some((input) => input.value === String(person.id))
    ) {
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "notifyUserIds", value: String(person.id) }));
    }
    close();
  }

  function search(area: HTMLTextAreaElement) {
    clearTimeout(timer);
    const query = typed(area);
    if (query === null || query.trim().length < MIN_QUERY) return close();
    const mine = ++asked;
    timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ kinds: "user", q: query.trim(), withoutMe: "true" });
        const response = await fetch(`${basePath()}/finder?${params}`, { credentials: "same-origin" });
        const body = (await response.json()) as { items: Person[]; message: string | null };
        if (mine === asked && field === area) show(body.items.slice(0, 8), body.message);
      } catch {
        if (mine === asked && field === area) show([], common.networkError);
      }
    }, DEBOUNCE_MS);
  }

  const isCommentField = (target: EventTarget | null): target is HTMLTextAreaElement =>
    target instanceof HTMLTextAreaElement && target.name === "note" && target.closest(".comment-form") !== null;

  const onInput = (event: Event) => {
    if (!isCommentField(event.target)) return;
    if (field !== event.target) {
      close();
      field = event.target;
      field.setAttribute("role", "combobox");
      field.setAttribute("aria-autocomplete", "list");
      field.setAttribute("aria-controls", listbox.id);
      field.setAttribute("aria-expanded", "false");
    }
    search(field);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== field || listbox.hidden) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && people.length > 0) {
      event.preventDefault();
      active = (active + (event.key === "ArrowDown" ? 1 : people.length - 1)) % people.length;
      mark();
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };
  const onBlur = (event: FocusEvent) => event.target === field && close();

  root.addEventListener("input", onInput);
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusout", onBlur);
  return () => {
    clearTimeout(timer);
    root.removeEventListener("input", onInput);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusout", onBlur);
    listbox.remove();
  };
}
