// Эмилия's banner with JavaScript (spec part 1 §4), started once a page of the shell is hydrated by the shell's
// lazy after-load chunk, so none of it is first-load code. It waits until the banner's place is on the page (the
// home page, while the banner is due: server/banner.server.tsx), then asks GET /emilia/banner and lets a random 1–60 s pass;
// the card then floats in a corner while the person stays at home. Closing it hides it at once and stores the
// dismissal for the browser session (sessionStorage). No banner, or a failed call: nothing is shown.
import { BANNER_DELAY_MS, BANNER_DISMISSED_KEY, BANNER_SLOT_ATTRIBUTE } from "./constants";
import { messages as t } from "./messages";
import { CARD_STYLE, FLOATING_STYLE, IMAGE_STYLE, TEXT_STYLE, TITLE_STYLE } from "./ui/banner-style";

interface Banner {
  newEditor: boolean;
  phrase: string | null;
  phraseNewEditor: string | null;
  emiliaImage: { image: { filePath: string } };
}

const delay = () => BANNER_DELAY_MS.min + Math.floor(Math.random() * (BANNER_DELAY_MS.max - BANNER_DELAY_MS.min + 1));
const dismissed = () => sessionStorage.getItem(BANNER_DISMISSED_KEY) !== null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: object, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  Object.assign(el.style, style);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The card: the picture, the phrase (HTML the server sanitized, or the old editor's text) and a close button. */
function drawCard(basePath: string, banner: Banner, onClose: () => void): HTMLElement {
  const card = element("section", { ...CARD_STYLE, ...FLOATING_STYLE });
  card.className = "emilia-banner";
  card.setAttribute("aria-label", t.bannerLabel);
  const image = element("img", IMAGE_STYLE);
  Object.assign(image, { src: `${basePath}${banner.emiliaImage.image.filePath}`, alt: "", width: 64, height: 64 });
  const words = element("div", TEXT_STYLE);
  words.append(element("p", TITLE_STYLE, t.title));
  if (banner.newEditor && banner.phraseNewEditor) {
    const html = element("div", {});
    html.className = "rich-text";
    html.innerHTML = banner.phraseNewEditor;
    words.append(html);
  } else words.append(element("p", { margin: "0" }, banner.phrase ?? ""));
  const close = element("button", { flex: "none" }, t.bannerClose);
  close.type = "button";
  close.className = "button";
  close.addEventListener("click", onClose);
  card.append(image, words, close);
  return card;
}

/** Starts watching for the banner's place; the returned function stops everything and takes the card away. */
export function startEmiliaBanner(basePath: string): () => void {
  let started = false;
  let banner: Banner | null = null;
  let due = false;
  let card: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();

  const update = () => {
    const atHome = document.querySelector(`[${BANNER_SLOT_ATTRIBUTE}]`) !== null;
    if (atHome && !started && !dismissed()) start();
    const show = atHome && banner !== null && due && !dismissed();
    if (show && !card) document.body.append((card = drawCard(basePath, banner!, close)));
    if (!show && card) {
      card.remove();
      card = null;
    }
  };
  const close = () => {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, "1");
    update();
  };
  // The delay runs from the first time the person is at home with the banner due.
  const start = () => {
    started = true;
    timer = setTimeout(() => {
      due = true;
      update();
    }, delay());
    fetch(`${basePath}/api/emilia/banner`, {
      credentials: "same-origin",
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) => r.json() as Promise<{ responseCode: number; response: Banner | null }>)
      .then(({ responseCode, response }) => {
        if (responseCode !== 0 || !response || !(response.newEditor ? response.phraseNewEditor : response.phrase)) return;
        banner = response;
        update();
      })
      .catch(() => {});
  };

  // The shell's pages change under it without a reload: the place (a child of the shell's <main>) comes and goes
  // with the home page. Only <main>'s own children are watched: a whole-page watch ran on every key typed in an
  // editor and every post the feed added, on every page.
  const observer = new MutationObserver(update);
  observer.observe(document.getElementById("content") ?? document.body, { childList: true });
  update();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    controller.abort();
    card?.remove();
  };
}
