// The likes modal (issue #12 point 8, spec §2): «Кому понравилось» opens a <dialog> with who liked the
// post, taken from the `?likes=1` page the link points to (its #likes section, so the list is the same one
// the page shows without JavaScript). Escape or the close button closes it; on failure the link is followed.
import { common } from "~/shared/messages";
import { adopt, fetchDocument } from "./dom.client";

function openDialog(section: Element, back: HTMLElement): void {
  const dialog = document.createElement("dialog");
  dialog.className = "card likes-modal";
  const content = adopt(section);
  // The page's section id stays unique: the dialog is labelled by its heading instead.
  content.removeAttribute("id");
  const heading = content.querySelector("h3");
  if (heading) {
    heading.id = "likes-modal-title";
    dialog.setAttribute("aria-labelledby", heading.id);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "button button--small likes-modal__close";
  close.textContent = common.close;
  close.addEventListener("click", () => dialog.close());
  dialog.append(content, close);
  dialog.addEventListener("close", () => {
    dialog.remove();
    back.focus();
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  dialog.showModal();
}

export function enhanceLikesModal(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a.post__who");
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    event.preventDefault();
    fetchDocument(link.href)
      .then(({ doc }) => {
        const section = doc.getElementById("likes");
        if (!section) throw new Error("no #likes");
        openDialog(section, link);
      })
      .catch(() => window.location.assign(link.href));
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
