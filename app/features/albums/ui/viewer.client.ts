// The image viewer (issue #36), loaded after hydration by PhotoViewer: a click on a thumbnail of a
// `[data-viewer]` grid opens its LARGE image in a modal dialog over the page; ←/→ and a swipe move through the
// page's photos, Esc, the close button or a click outside closes it. The address follows the photo
// (#p{postId}_i{photoId}, part 1 §2.7), so a link with such a hash opens the viewer on it. Plain DOM: the chunk
// stays a few KB.
import { photoHash, photoIdOfHash } from "../links";

interface Labels {
  label: string;
  close: string;
  previous: string;
  next: string;
}

interface Shown {
  id: number;
  large: string;
  caption: string;
}

const SWIPE_PX = 40;

export function startViewer(doc: Document, labels: Labels): () => void {
  const photos = (): Shown[] =>
    Array.from(doc.querySelectorAll<HTMLAnchorElement>("[data-viewer] a[data-photo]")).map((a) => ({
      id: Number(a.dataset.photo),
      large: a.dataset.large ?? a.href,
      caption: a.dataset.caption ?? "",
    }));

  const dialog = doc.createElement("dialog");
  dialog.className = "photo-viewer";
  dialog.setAttribute("aria-label", labels.label);
  const img = doc.createElement("img");
  img.className = "photo-viewer__image";
  const caption = doc.createElement("p");
  caption.className = "photo-viewer__caption";
  const button = (text: string, cls: string, onClick: () => void) => {
    const b = doc.createElement("button");
    b.type = "button";
    b.className = `button ${cls}`;
    b.textContent = text;
    b.addEventListener("click", (event) => {
      event.stopPropagation();
      onClick();
    });
    return b;
  };
  let current = -1;
  const show = (index: number) => {
    const list = photos();
    const photo = list[index];
    if (!photo) return;
    current = index;
    img.src = photo.large;
    img.alt = photo.caption;
    caption.textContent = photo.caption;
    history.replaceState(history.state, "", photoHash({ id: photo.id, postId: null }));
    if (!dialog.open) dialog.showModal();
  };
  const close = () => {
    if (dialog.open) dialog.close();
  };
  const move = (by: number) => {
    const count = photos().length;
    if (count) show((current + by + count) % count);
  };
  dialog.append(
    img,
    caption,
    button(`← ${labels.previous}`, "photo-viewer__prev", () => move(-1)),
    button(`${labels.next} →`, "photo-viewer__next", () => move(1)),
    button(labels.close, "photo-viewer__close", close),
  );
  dialog.addEventListener("close", () => history.replaceState(history.state, "", location.pathname + location.search));
  // A click on the backdrop (the dialog itself, not its content) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") move(-1);
    else if (event.key === "ArrowRight") move(1);
  });
  let startX: number | null = null;
  dialog.addEventListener("pointerdown", (event) => (startX = event.clientX));
  dialog.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_PX) move(dx < 0 ? 1 : -1);
  });
  doc.body.append(dialog);

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("[data-viewer] a[data-photo]");
    if (!link) return;
    const index = photos().findIndex((p) => p.id === Number(link.dataset.photo));
    if (index < 0) return;
    event.preventDefault();
    show(index);
  };
  const openFromHash = () => {
    const id = photoIdOfHash(location.hash);
    const index = id === null ? -1 : photos().findIndex((p) => p.id === id);
    if (index >= 0) show(index);
  };
  // Capture: before the router's own click handling of the link.
  doc.addEventListener("click", onClick, true);
  window.addEventListener("hashchange", openFromHash);
  openFromHash();
  return () => {
    doc.removeEventListener("click", onClick, true);
    window.removeEventListener("hashchange", openFromHash);
    dialog.remove();
  };
}
