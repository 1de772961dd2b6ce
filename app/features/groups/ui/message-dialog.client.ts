// With JavaScript, the group page's «Написать руководителям» (a <details> the server drew) opens as a modal
// dialog: its summary becomes a button, its form moves into a <dialog>. One opened before this ran, or a page
// opened at #message (the hot line's link), comes up as the modal. Loaded on the group's pages after they
// hydrate, never on first load.
import { common } from "~/shared/ui/messages";
import { groupMessageMessages as t } from "../messages/message";

/** Turns the details under `root` into a button and a modal; returns nothing to undo (React redraws the block). */
export function messageDialog(root: HTMLElement | null, basePath: string): void {
  const details = root?.querySelector<HTMLDetailsElement>("details#message");
  const form = details?.querySelector("form");
  if (!details || !form) return;
  const wrapper = document.createElement("div");
  wrapper.id = "message";
  wrapper.className = "group-message";
  const opener = document.createElement("button");
  opener.type = "button";
  opener.className = "button group-message__opener";
  opener.textContent = t.write;
  const dialog = document.createElement("dialog");
  dialog.className = "modal-form";
  dialog.setAttribute("aria-labelledby", "message-title");
  const head = document.createElement("div");
  head.className = "modal-form__head";
  const title = document.createElement("h2");
  title.id = "message-title";
  title.textContent = t.write;
  const closer = document.createElement("form");
  closer.method = "dialog";
  const close = document.createElement("button");
  close.type = "submit";
  close.className = "modal-form__close";
  close.setAttribute("aria-label", common.close);
  close.textContent = "×";
  closer.append(close);
  head.append(title, closer);
  dialog.append(head, form);
  wrapper.append(opener, dialog);
  const openNow = details.open || window.location.hash === "#message";
  details.replaceWith(wrapper);
  opener.addEventListener("click", () => dialog.showModal());
  // The frame is drawn once for all of a group's tabs: the post comes back to the tab shown now.
  form.addEventListener("submit", () => {
    const back = form.elements.namedItem("redirectTo");
    const here = window.location.pathname + window.location.search;
    if (back instanceof HTMLInputElement) back.value = basePath && here.startsWith(basePath) ? here.slice(basePath.length) || "/" : here;
  });
  if (openNow) dialog.showModal();
}
