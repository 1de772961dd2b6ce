// The push invitation and the update notice: small non-modal panels above the page (styles: .push-panels in
// app/shared/styles/app.css), built with plain DOM because they live outside React's tree and load only when
// one is shown (./client.ts imports this file then). Focus is not taken: they appear by themselves, so they
// wait at the end of the page's tab order; a keyboard user who answers one is brought back to the content.
// They cover nothing for good (issue #39): while the stack is shown, the page's layout keeps that much room
// at its end (--push-panels-reach), so the last of the content scrolls clear of it.
import { push as t } from "./messages";
import { el, type Attrs } from "~/shared/ui/dom.client";

function button(label: string, className: string, onClick: () => void, attrs: Attrs = {}): HTMLElement {
  const node = el("button", { type: "button", class: className, ...attrs }, label);
  node.addEventListener("click", onClick);
  return node;
}

/** The CSS variable the layout's bottom padding (and the toasts' place) reads: how far up the stack reaches. */
const REACH = "--push-panels-reach";
let watcher: ResizeObserver | null = null;

/**
 * Keeps REACH at the stack's height plus its distance from the screen's bottom (the bottom menu, a margin),
 * as it grows, shrinks or moves with the width (a phone's bar, a desktop's card).
 */
function reserveRoom(stack: HTMLElement): void {
  const measure = () => {
    const reach = stack.offsetHeight + (parseFloat(getComputedStyle(stack).bottom) || 0);
    document.documentElement.style.setProperty(REACH, `${Math.ceil(reach)}px`);
  };
  measure();
  if (typeof ResizeObserver === "function") (watcher = new ResizeObserver(measure)).observe(stack);
}

/** Adds a panel to the stack at the bottom of the screen; once per id (a second offer is the same one). */
function show(panel: HTMLElement): void {
  if (document.getElementById(panel.id)) return;
  let stack = document.getElementById("push-panels");
  if (!stack) document.body.append((stack = el("div", { id: "push-panels", class: "push-panels" })));
  stack.append(panel);
  if (!watcher) reserveRoom(stack);
}

function hide(panel: HTMLElement): void {
  const hadFocus = panel.contains(document.activeElement);
  const stack = panel.parentElement;
  panel.remove();
  // The last panel gone: the stack and the room kept for it go too.
  if (stack && stack.childElementCount === 0) {
    watcher?.disconnect();
    watcher = null;
    stack.remove();
    document.documentElement.style.removeProperty(REACH);
  }
  if (hadFocus) document.getElementById("content")?.focus();
}

export function showInvitation({ refuse, accept }: { refuse: () => void; accept: () => void }): void {
  const panel = el(
    "section",
    { id: "push-invite", class: "card push-panel", role: "dialog", "aria-labelledby": "push-invite-title" },
    el("h2", { id: "push-invite-title", class: "push-panel__title" }, t.inviteTitle),
    el("p", { class: "push-panel__lead" }, t.inviteLead),
    el("p", { class: "muted" }, t.inviteText),
    el(
      "div",
      { class: "form-buttons" },
      button(t.refuse, "button", () => {
        hide(panel);
        refuse();
      }),
      button(t.accept, "button button--primary", () => {
        hide(panel);
        accept();
      }),
    ),
  );
  show(panel);
}

export function showUpdate(update: () => void): void {
  const panel = el(
    "section",
    { id: "push-update", class: "card push-panel push-panel--update", role: "dialog", "aria-labelledby": "push-update-text" },
    el("p", { id: "push-update-text", class: "push-panel__lead" }, t.updateText),
    button(t.update, "button button--primary", update),
    button("\u00d7", "icon-button push-panel__close", () => hide(panel), { "aria-label": t.closeUpdate }),
  );
  show(panel);
}
