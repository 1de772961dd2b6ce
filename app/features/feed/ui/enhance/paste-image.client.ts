// A pasted image joins the composer's images (issue #12 point 3): a paste into the composer's text that
// carries a JPEG or PNG file adds it to the images file input, so the ordinary form posts it. Over 30 MB
// (the files' limit) it is refused with the files' message and nothing is added.
import { PASTED_IMAGE_MAX_BYTES } from "~/shared/files/rules";
import { feedMessages as t } from "../../messages";
import { showToast } from "./dom.client";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg"]);

export function enhancePasteImage(composer: HTMLFormElement): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const field = event.target;
    const input = composer.querySelector<HTMLInputElement>("input[type=file][name=images]");
    if (!(field instanceof HTMLTextAreaElement) || field.name !== "text" || !input) return;
    const images = Array.from(event.clipboardData?.files ?? []).filter((file) => IMAGE_TYPES.has(file.type));
    if (images.length === 0) return; // text: pasted as usual
    event.preventDefault();
    if (images.some((file) => file.size > PASTED_IMAGE_MAX_BYTES)) {
      showToast(t.pastedTooBig, "error");
      return;
    }
    const files = new DataTransfer();
    for (const file of Array.from(input.files ?? [])) files.items.add(file);
    for (const file of images) files.items.add(file);
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    // The images field is in the folded part of the composer: open it so the file shows.
    const more = input.closest("details");
    if (more) more.open = true;
    showToast(t.pasted);
  };
  composer.addEventListener("paste", onPaste);
  return () => composer.removeEventListener("paste", onPaste);
}
