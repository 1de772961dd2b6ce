// A file chosen in the composer over its field's limit (issue #12 point 3) is taken out at once, with the
// refusal the server would give (the field's data-max-bytes and data-too-big, from its file type's rule):
// nobody waits for a 600 MB upload to be told it is too big. Without JavaScript the server says it beside
// the field.
import { showToast } from "./dom.client";

export function enhanceFileLimits(composer: HTMLFormElement): () => void {
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.dataset.maxBytes) return;
    const max = Number(input.dataset.maxBytes);
    const files = Array.from(input.files ?? []);
    if (!files.some((file) => file.size > max)) return;
    const kept = new DataTransfer();
    for (const file of files) if (file.size <= max) kept.items.add(file);
    input.files = kept.files;
    showToast(input.dataset.tooBig ?? "", "error");
  };
  composer.addEventListener("change", onChange);
  return () => composer.removeEventListener("change", onChange);
}
