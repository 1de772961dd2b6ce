// Card forms without a reload (issue #12 points 2, 8, 9): a form inside a card (like, vote, favourite,
// comment, delete, restore, pin) is posted by fetch as the browser would post it; the action redirects
// back to the page (PRG), whose HTML brings the card as it is now and the toast the action left. The card
// is swapped in place, so the rest of the feed (pages loaded on scroll) stays. Anything unexpected: the
// ordinary submit, the same as without JavaScript. Pinning moves cards (the pinned one goes first, the one
// it replaces back to its date): it reloads the page as without JavaScript.
import { adopt, fetchDocument, showToastOf } from "./dom.client";

/** Marks a form handed back to the browser, so the listener lets it through. */
const NATIVE = "feedNative";

function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null) {
  form.dataset[NATIVE] = "1";
  form.requestSubmit(submitter as HTMLButtonElement | null);
}

/** Intercepts the submits of forms inside the cards of `root` (the feed, the post page). Returns the cleanup. */
export function enhanceCardForms(root: HTMLElement, onCard?: (card: Element) => void): () => void {
  const busy = new WeakSet<HTMLFormElement>();
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
    if (form.dataset[NATIVE]) {
      delete form.dataset[NATIVE];
      return;
    }
    const card = form.closest("article[id]");
    if (!card || !root.contains(card)) return;
    const intent = form.elements.namedItem("intent");
    if (intent instanceof HTMLInputElement && intent.value === "pin") return;
    event.preventDefault();
    if (busy.has(form)) return; // a double click posts once
    busy.add(form);
    const submitter = event.submitter;
    const data = new FormData(form, submitter);
    const body = form.enctype === "multipart/form-data" ? data : new URLSearchParams(data as unknown as Record<string, string>);
    const buttons = form.querySelectorAll<HTMLButtonElement>("button");
    buttons.forEach((b) => (b.disabled = true));
    let posted = false;
    fetchDocument(form.action, { method: "POST", body })
      .then(({ doc, response }) => {
        posted = true;
        const fresh = doc.getElementById(card.id);
        showToastOf(doc);
        if (!fresh) {
          // The page the action came back to does not hold this card: show that page as it is.
          window.location.assign(`${response.url}#${card.id}`);
          return;
        }
        const next = adopt(fresh);
        card.replaceWith(next);
        onCard?.(next);
        // Keep the keyboard where it was: the same control in the new card.
        if (submitter?.id) document.getElementById(submitter.id)?.focus();
      })
      .catch(() => {
        buttons.forEach((b) => (b.disabled = false));
        // A failure before the action ran: post the form the ordinary way (it answers as without JavaScript).
        if (!posted) submitNatively(form, submitter);
      })
      .finally(() => busy.delete(form));
  };
  document.addEventListener("submit", onSubmit);
  return () => document.removeEventListener("submit", onSubmit);
}
